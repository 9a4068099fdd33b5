import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CopyingClient, copyingPGlite } from './copy-rows';
import type { DB } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** dataDir unset → an in-memory database (tests). */
  | { dataDir?: string };

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * The one database factory. Both drivers are told the same thing: int8 (count) is a number,
 * date is the plain 'YYYY-MM-DD' string (no time-zone shift), numeric stays a string.
 */
export function createDatabase(options: DatabaseOptions): Database {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      // Its clients also run copyRows' bulk writes (copy-rows.ts).
      Client: CopyingClient,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === INT8_OID) return (v: string) => Number(v);
          if (oid === DATE_OID) return (v: string) => v;
          return pg.types.getTypeParser(oid, format as 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    // A client losing its server (restart, failover, crash) must not crash the process: the pool
    // drops it and the next query opens a new connection. pg emits the loss on the client itself too.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  // With an undefined dataDir PGlite ignores the options argument, so name the in-memory store.
  const pglite = new PGlite(options.dataDir ?? 'memory://', {
    parsers: { [INT8_OID]: (v: string) => Number(v), [DATE_OID]: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: copyingPGlite(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
