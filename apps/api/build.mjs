// Builds the server to plain JavaScript (dist/main.mjs and the parsing worker dist/parse-worker.mjs),
// so `npm start` runs Node itself: no TypeScript loader at run time, and signals reach the process
// that owns the server.
//
// The workspace packages (@agentledger/routers, @agentledger/schema) export TypeScript source, so
// they are bundled. Every npm dependency stays external, but pnpm only links a package's own
// dependencies next to it: a bare `import 'kysely'` left in apps/api/dist would not find routers'
// dependencies. So each bare import is resolved here, from the file that wrote it, exactly as Node
// would resolve it there, and written into the bundle as a path relative to dist/. The build runs
// after `pnpm install` on the machine that starts the server, so those paths are that machine's.
import { build } from 'esbuild';
import path from 'node:path';

const outdir = path.join(import.meta.dirname, 'dist');
const workspace = /^@agentledger\//;

/** @type {import('esbuild').Plugin} */
const resolveDependenciesInPlace = {
  name: 'resolve-dependencies-in-place',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('node:') || workspace.test(args.path) || args.pluginData === 'resolving') return;
      const resolved = await context.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (!path.isAbsolute(resolved.path)) return { path: args.path, external: true }; // a Node builtin
      const relative = path.relative(outdir, resolved.path).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

await build({
  entryPoints: {
    main: path.join(import.meta.dirname, 'src/main.ts'),
    'parse-worker': path.join(import.meta.dirname, '../../packages/routers/src/import/parse-worker.mjs'),
  },
  outdir,
  // .mjs: the worker is loaded as `new URL('./parse-worker.mjs', import.meta.url)`.
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [resolveDependenciesInPlace],
});
