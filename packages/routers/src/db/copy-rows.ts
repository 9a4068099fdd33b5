import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DB } from './types';

/**
 * Bulk writes by COPY, on both databases. Kysely sends a statement's text and parameters to the
 * driver and nothing else, so a `copy … from stdin` statement carries its rows (COPY's text format)
 * as its one parameter, and each driver is taught here to run it as COPY: node-postgres's client
 * streams the rows after the statement (pg-copy-streams), PGlite reads them from its `/dev/blob`.
 * Staging 20,000 rows this way took a third of the time of `insert … select from unnest(arrays)`,
 * whose arrays PostgreSQL parses element by element before it writes a row.
 */
const COPY_FROM_STDIN = /^copy\s[^;]*\sfrom\s+stdin$/i;

type CopyStatement = { sql: string; rows: string };

/** A query that is one of copyRows' statements: its text and rows; otherwise null. */
function copyStatement(sql: unknown, parameters: unknown): CopyStatement | null {
  // Every query passes here: the cheap looks first (one parameter, text starting with "c").
  if (!Array.isArray(parameters) || parameters.length !== 1 || typeof parameters[0] !== 'string') return null;
  if (typeof sql !== 'string' || (sql.charCodeAt(0) | 32) !== 99 || !COPY_FROM_STDIN.test(sql)) return null;
  return { sql, rows: parameters[0] };
}

/** One value as COPY's text format writes it: `\N` for null; backslash, tab and line breaks escaped. */
function copyValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (c) => ESCAPES[c]!) : text;
}
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPED = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * Writes rows into a table with COPY, in the caller's transaction. `columns` are written as given
 * (identifiers of the caller's own, never user input); values are text as PostgreSQL reads each
 * column's type (`12.50` for numeric, a JSON text for jsonb), null for SQL null.
 */
export async function copyRows(
  trx: Kysely<DB>,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): Promise<void> {
  if (rows.length === 0) return;
  let text = '';
  for (const row of rows) {
    for (let c = 0; c < row.length; c++) text += (c ? '\t' : '') + copyValue(row[c]);
    text += '\n';
  }
  await trx.executeQuery(CompiledQuery.raw(`copy ${table} (${columns.join(', ')}) from stdin`, [text]));
}

type QueryResultLike = { command: string; rowCount: number; rows: unknown[] };

/** node-postgres's client, able to run copyRows' statements. The pool makes its clients of this class. */
export class CopyingClient extends pg.Client {
  // pg's query() has many overloads; copyRows' statement is recognised and everything else passed on
  // as it came (three arguments at most: a query or its text, its values, a callback).
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const copy = copyStatement(config, values);
    if (copy) return this.copyIn(copy) as never;
    return (super.query as (c: unknown, v?: unknown, cb?: unknown) => never).call(this, config, values, callback);
  }

  private async copyIn({ sql, rows }: CopyStatement): Promise<QueryResultLike> {
    const stream = (super.query as (q: unknown) => ReturnType<typeof copyFrom>).call(this, copyFrom(sql));
    await new Promise<void>((resolve, reject) => {
      stream.once('finish', resolve);
      stream.once('error', reject);
      stream.end(rows);
    });
    return { command: 'COPY', rowCount: stream.rowCount, rows: [] };
  }
}

type PGliteQuery = PGlite['query'];

/** A PGlite query function that runs copyRows' statements as COPY from the blob PGlite reads. */
function copyingQuery(query: PGliteQuery, target: object): PGliteQuery {
  return ((sql: string, parameters?: unknown[], options?: object) => {
    const copy = copyStatement(sql, parameters);
    if (!copy) return query.call(target, sql, parameters, options);
    return query.call(target, copy.sql.replace(/stdin$/i, "'/dev/blob'"), [], {
      ...options,
      blob: new Blob([copy.rows]),
    });
  }) as PGliteQuery;
}

/** `target` with its query() running copyRows' statements too; everything else its own (bound to it). */
function withCopyingQuery<T extends { query: PGliteQuery }>(target: T, overrides: Partial<T> = {}): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') return copyingQuery(object.query, object);
      if (property in overrides) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/**
 * The PGlite instance Kysely is given: the same database, whose query() and whose transactions'
 * query() also run copyRows' statements.
 */
export function copyingPGlite(pglite: PGlite): PGlite {
  const transaction = <R>(run: (tx: PGliteTransaction) => Promise<R>) =>
    pglite.transaction((tx) => run(withCopyingQuery(tx)));
  return withCopyingQuery(pglite, { transaction } as Partial<PGlite>);
}
