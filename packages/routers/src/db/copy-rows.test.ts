import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from './copy-rows';
import type { Database } from './factory';
import { testDatabaseTargets } from './testDatabase';

const HARD_TEXTS = [
  'plain',
  '',
  'tab\there',
  'line\nbreak and\r\nwindows',
  'back\\slash \\N \\t',
  '\\N',
  'a "quoted" word, with commas',
  'NULL',
  ' spaced ',
  'é ü ñ — ’ 漢字',
  null,
];

describe.each(testDatabaseTargets())('copyRows on $kind', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('writes every value back exactly as given, nulls, escapes, numbers and JSON included', async () => {
    const rows = await database.db.transaction().execute(async (trx) => {
      await sql`create temp table copied (n int, label text, amount numeric(14,2), raw jsonb) on commit drop`.execute(
        trx,
      );
      await copyRows(
        trx,
        'copied',
        ['n', 'label', 'amount', 'raw'],
        HARD_TEXTS.map((label, i) => [
          i,
          label,
          i % 2 ? '-1234.56' : null,
          i === 3 ? JSON.stringify({ Agent: 'SMITH, JOHN\tJR', Note: 'a\\b\n"c"' }) : null,
        ]),
      );
      return (
        await sql<{ n: number; label: string | null; amount: string | null; raw: unknown }>`
          select n, label, amount::text as amount, raw from copied order by n`.execute(trx)
      ).rows;
    });
    expect(rows.map((row) => row.label)).toEqual(HARD_TEXTS);
    expect(rows.filter((row) => row.amount !== null).every((row) => row.amount === '-1234.56')).toBe(true);
    const raw = rows[3]!.raw;
    expect(typeof raw === 'string' ? JSON.parse(raw) : raw).toEqual({ Agent: 'SMITH, JOHN\tJR', Note: 'a\\b\n"c"' });
  });

  it('fails as an insert would on a value of the wrong type, and the transaction writes nothing', async () => {
    await sql`create table copy_target (n int not null)`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await copyRows(trx, 'copy_target', ['n'], [[1], ['two']]);
      }),
    ).rejects.toThrow(/invalid input syntax for type integer/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from copy_target`.execute(database.db);
    expect(rows[0]!.n).toBe(0);
    // The connection is usable afterwards (the pool's client on PostgreSQL, the one PGlite).
    await copyRows(database.db, 'copy_target', ['n'], [[3]]);
    const after = await sql<{ n: number }>`select sum(n)::int as n from copy_target`.execute(database.db);
    expect(after.rows[0]!.n).toBe(3);
  });
});
