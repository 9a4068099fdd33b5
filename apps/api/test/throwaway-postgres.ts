import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';

export function throwawayPostgresAvailable(): boolean {
  return existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));
}

async function freePort(): Promise<number> {
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

/** PostgreSQL refuses to run as root; on CI we are root, so the cluster runs as the postgres user. */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, fileArgs, { stdio: 'pipe', cwd: tmpdir() });
}

export type ThrowawayPostgres = {
  url: string;
  start: () => void;
  /** `immediate` is a crash as far as clients can tell: connections drop at once. */
  stop: (mode?: 'fast' | 'immediate') => void;
  destroy: () => void;
};

/** A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port), to stop and start at will. */
export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentledger-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const dataDir = path.join(dir, 'data');
  asPostgres(path.join(BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const pgCtl = path.join(BIN, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      asPostgres(pgCtl, ['-D', dataDir, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']) && undefined,
    stop: (mode = 'fast') => asPostgres(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']) && undefined,
    destroy: () => {
      try {
        asPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
