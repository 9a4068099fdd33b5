// `npm start`: installs what is needed, builds the web app and the server, then runs the server IN
// THIS PROCESS. npm runs this file as its one child, so the SIGTERM or SIGINT it forwards (or that a
// process manager sends) lands on the Node process that owns the server, which then finishes the
// requests and uploads in flight before it exits (apps/api/src/lifecycle/shutdown.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const pnpmBin = path.join(root, 'node_modules', '.bin', 'pnpm');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['-y', 'pnpm@10.34.9', 'install', '--frozen-lockfile']);
run(pnpmBin, ['run', 'build']);
await import(pathToFileURL(path.join(root, 'apps', 'api', 'dist', 'main.mjs')).href);
