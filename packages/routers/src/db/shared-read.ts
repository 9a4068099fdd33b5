type Runs<T> = { current: Promise<T> | null; next: Promise<T> | null };

/**
 * Coalesces concurrent identical reads without ever answering from before the request: a caller
 * that arrives while a run is in flight waits for the NEXT run, which starts when that one ends and
 * answers every caller that arrived meanwhile. So at most one run per database is in flight (twenty
 * dashboards polling cost one query at a time, not twenty), and every answer still reflects every
 * write committed before its request arrived — nothing is cached between runs.
 */
export function sharedRead<D extends object, T>(run: (db: D) => Promise<T>): (db: D) => Promise<T> {
  const byDatabase = new WeakMap<D, Runs<T>>();
  return (db) => {
    let runs = byDatabase.get(db);
    if (!runs) {
      runs = { current: null, next: null };
      byDatabase.set(db, runs);
    }
    const state = runs;
    const start = (): Promise<T> => {
      const current: Promise<T> = run(db).finally(() => {
        if (state.current === current) state.current = null;
      });
      state.current = current;
      return current;
    };
    if (!state.current) return start();
    if (!state.next) {
      const settled = state.current.then(
        () => undefined,
        () => undefined,
      );
      state.next = settled.then(() => {
        state.next = null;
        return start();
      });
    }
    return state.next;
  };
}
