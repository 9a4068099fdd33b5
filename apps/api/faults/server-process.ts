import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const FAULT_API_KEY = 'fault-test-key-0123456789';

export type ServerProcess = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The built server `npm start` runs (`pnpm run build` makes it; `npm test` builds first). */
export const BUILT_SERVER = path.join(repoRoot, 'apps/api/dist/main.mjs');

/** Runs the real server (the built `apps/api/dist/main.mjs`) as its own process, as `npm start` does. */
export async function startServerProcess(
  env: Record<string, string>,
  { viaNpmStart = false, startTimeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // `npm start` itself (install, build, serve) in a process group of its own, so a test can signal
  // npm alone or the whole group, as a terminal or a process manager would.
  const [file, args]: [string, string[]] = viaNpmStart ? ['npm', ['start']] : [process.execPath, [BUILT_SERVER]];
  const child = spawn(file, args, {
    detached: viaNpmStart,
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: '0', API_KEYS: FAULT_API_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/openapi.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => output, exited };
}
