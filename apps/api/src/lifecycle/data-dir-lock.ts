import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

const LOCK_FILE = 'agentledger.lock';

type LockOwner = { pid: number; host: string; startedAt: string };

/** The embedded database can have one server: a second one sees only its own writes and corrupts both. */
export class DataDirInUseError extends Error {}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // another machine's process: cannot tell, so assume it runs
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // The pid may have been reused by an unrelated program since the server died.
  try {
    return readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, host: owner.host ?? '', startedAt: owner.startedAt ?? '' }
      : null;
  } catch {
    return null;
  }
}

/**
 * Claims DATA_DIR for this process with a lock file created exclusively (O_EXCL). A lock left by a
 * process that is gone is taken over; a live one stops this server with the folder and the pid.
 * Returns the release function (called at exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => {
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && owner.pid !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by another AgentLedger server (process ${owner.pid}` +
          `${owner.host ? ` on ${owner.host}` : ''}, started ${owner.startedAt || 'at an unknown time'}). ` +
          'Stop that server first, or start this one with another DATA_DIR.',
      );
    }
    // Left by a server that is gone (or unreadable): take it over.
    unlinkSync(file);
  }
  throw new DataDirInUseError(`The data folder ${dataDir} could not be locked; another server is starting on it.`);
}
