import { createDatabase, importCarrierReport, type Database } from '@agentledger/routers';
import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

function report(rows: [string, string, string, string][]): string {
  return ['Writing Number,Agent Name,NPN,Balance', ...rows.map((row) => row.join(','))].join('\n') + '\n';
}

/** Report A and report B for one carrier: different people, different amounts. */
const A = report(
  Array.from({ length: 60 }, (_, i): [string, string, string, string] => [
    `W${i}`,
    `Ann ${i}`,
    `${1000 + i}`,
    `${i + 1}.25`,
  ]),
);
const B = report(
  Array.from({ length: 60 }, (_, i): [string, string, string, string] => [
    `W${i + 30}`,
    `Ann ${i + 30}`,
    `${1030 + i}`,
    `${2 * i + 1}.50`,
  ]),
);
const cents = (text: string) =>
  text
    .trim()
    .split('\n')
    .slice(1)
    .reduce((sum, line) => sum + Math.round(Number(line.split(',')[3]) * 100), 0);

describeApi('imports of one carrier, at the same time', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const state = async (db: Database['db'] = database().db) => {
    const debts = await db
      .selectFrom('debts')
      .select([db.fn.sum<string | null>('amount').as('total'), db.fn.countAll<string>().as('n')])
      .where('carrier_id', '=', 1)
      .where('status', '<>', 'paid')
      .executeTakeFirstOrThrow();
    const count = async (table: 'agents' | 'writing_numbers') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(db.fn.countAll<string>().as('n'))
            .where('carrier_id', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      cents: Math.round(Number(debts.total ?? 0) * 100),
      debts: Number(debts.n),
      agents: await count('agents'),
      numbers: await count('writing_numbers'),
    };
  };

  it('applies a report posted twice at once (a double click) exactly once, round after round', async () => {
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        upload(app(), '/api/upload/1', 'a.csv', A),
        upload(app(), '/api/upload/1', 'a.csv', A),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await state()).toEqual({ cents: cents(A), debts: 60, agents: 60, numbers: 60 });
    }
  });

  it('ends as exactly one of two different reports imported at once from two server processes', async () => {
    if (database().kind !== 'postgres') return expect(database().kind).toBe('pglite'); // one process holds PGlite
    const { name } = await database()
      .db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
      .executeTakeFirstOrThrow();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const second = createDatabase({ url: url.toString(), poolSize: 2 });
    try {
      for (let round = 0; round < 5; round++) {
        const [first, other] = await Promise.all([
          importCarrierReport(database().db, { carrierId: 1, filename: 'a.csv', data: Buffer.from(A) }),
          importCarrierReport(second.db, { carrierId: 1, filename: 'b.csv', data: Buffer.from(B) }),
        ]);
        expect(first.recordsImported + other.recordsImported).toBe(120);
        const after = await state();
        // The later import wins whole: its total, its people's debts, no sum and no mix.
        expect([cents(A), cents(B)]).toContain(after.cents);
        expect(after.debts).toBe(60);
      }
      // Both sets of people exist once each: no duplicate records or writing numbers from the overlap.
      expect(await state()).toMatchObject({ agents: 90, numbers: 90 });
    } finally {
      await second.close();
    }
  });

  it('creates no duplicate records or writing numbers when a new carrier gets two reports at once', async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Ethos', code: 'ETHOS' },
    });
    const carrierId = created.json().id as number;
    await Promise.all([
      upload(app(), `/api/upload/${carrierId}`, 'a.csv', A),
      upload(app(), `/api/upload/${carrierId}`, 'b.csv', B),
    ]);
    const db = database().db;
    const agents = await db
      .selectFrom('agents')
      .select(db.fn.countAll<string>().as('n'))
      .where('carrier_id', '=', carrierId)
      .executeTakeFirstOrThrow();
    const numbers = await db
      .selectFrom('writing_numbers')
      .select([
        db.fn.countAll<string>().as('n'),
        (eb) => eb.fn.count<string>('writing_number_key').distinct().as('distinct'),
      ])
      .where('carrier_id', '=', carrierId)
      .executeTakeFirstOrThrow();
    expect([Number(agents.n), Number(numbers.n), Number(numbers.distinct)]).toEqual([90, 90, 90]);
  });

  it('refuses with 409, changing nothing and recording the failure, when another import holds the carrier too long', async () => {
    if (database().kind !== 'postgres') return expect(database().kind).toBe('pglite'); // PGlite never waits: one connection
    await upload(app(), '/api/upload/1', 'a.csv', A);
    const before = await state();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = database()
      .db.transaction()
      .execute(async (trx) => {
        // The key an import of carrier 1 takes (import-lock.ts).
        await trx
          .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.lit(7310001), eb.lit(1)]).as('held'))
          .execute();
        await held;
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = importCarrierReport(
      database().db,
      { carrierId: 1, filename: 'late.csv', data: Buffer.from(B) },
      { lockWaitMs: 300 },
    );
    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/Another import is changing American Amicable's balances; nothing was imported/),
    });
    release();
    await holder;
    expect(await state()).toEqual(before);
    const uploads = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json() as {
      filename: string;
      status: string;
      error: string | null;
    }[];
    expect(uploads.find((u) => u.filename === 'late.csv')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/Another import/),
    });
  });
});
