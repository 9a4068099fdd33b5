import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the benches create their scratch databases on. */
export const serverUrl =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `fn` on a short-lived connection to that server (creating and dropping scratch databases). */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Resolves once the server at `base` answers (its OpenAPI document), trying for a minute. */
export async function waitUntilServing(base: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not start within a minute`);
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * The built server (as `npm start` runs it: `pnpm run build` first) on a bench's database, without
 * demo data, its output dropped but its errors shown; `env` adds settings (ACCESS_CODE, API_KEYS…).
 */
export function spawnBuiltServer(databaseUrl: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'apps/api/dist/main.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops a server the way a deployment does (SIGTERM) and waits until it has exited. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
