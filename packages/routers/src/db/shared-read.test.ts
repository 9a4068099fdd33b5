import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

/** A controllable read: each run waits until released and answers the value of the data when it started. */
function fakeDatabase() {
  const db = { value: 0, runs: 0, pending: [] as (() => void)[] };
  const read = sharedRead(async (d: typeof db) => {
    d.runs += 1;
    const seen = d.value;
    await new Promise<void>((resolve) => d.pending.push(resolve));
    return seen;
  });
  const releaseAll = async () => {
    while (db.pending.length) {
      db.pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { db, read, releaseAll };
}

describe('sharedRead', () => {
  it('serves callers who arrive during a run from one next run that starts after it', async () => {
    const { db, read, releaseAll } = fakeDatabase();
    const first = read(db);
    db.value = 1; // a write lands after the first run started…
    const second = read(db); // …so the callers arriving now must see it.
    const third = read(db);
    await releaseAll();
    expect(await first).toBe(0);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(db.runs).toBe(2);
  });

  it('runs again for a caller who arrives after everything settled', async () => {
    const { db, read, releaseAll } = fakeDatabase();
    const first = read(db);
    await releaseAll();
    expect(await first).toBe(0);
    db.value = 5;
    const later = read(db);
    await releaseAll();
    expect(await later).toBe(5);
    expect(db.runs).toBe(2);
  });

  it('keeps databases apart and passes a failure to the callers of that run only', async () => {
    let fail = true;
    const read = sharedRead(async (d: { name: string }) => {
      await new Promise((r) => setTimeout(r, 5));
      if (fail) {
        fail = false;
        throw new Error(`down: ${d.name}`);
      }
      return d.name;
    });
    const a = { name: 'a' };
    const b = { name: 'b' };
    const failed = read(a);
    const waiting = read(a);
    await expect(failed).rejects.toThrow('down: a');
    expect(await waiting).toBe('a');
    expect(await read(b)).toBe('b');
  });
});
