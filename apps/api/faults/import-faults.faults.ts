import { createDatabase, importCarrierReport, migrateToLatest, type Database } from '@agentledger/routers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres';
import { multipart } from '../test/uploads';
import { FAULT_API_KEY, startServerProcess } from './server-process';

const HEADER = 'Writing Number,Agent Name,NPN,Chargeback Balance,Chargeback Date\n';
/** A report big enough that the import is still running when the fault lands. */
function bigReport(rows: number): Buffer {
  const lines = [HEADER.trim()];
  for (let i = 1; i <= rows; i++)
    lines.push(`W${i},Agent${i} Person${i},${30000000 + i},$${(i % 500) + 1}.25,10/01/2026`);
  return Buffer.from(lines.join('\n'));
}

async function counts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ agents: number; debts: number }>(
    'select (select count(*) from agents)::int as agents, (select count(*) from debts)::int as debts',
  );
  await client.end();
  return rows[0]!;
}

describe('faults during an import', () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await createThrowawayPostgres();
  });
  afterAll(() => cluster?.destroy());

  it('the database stopping mid-import leaves nothing of the file; the service recovers when it returns', async () => {
    const database: Database = createDatabase({ url: cluster.url, poolSize: 4 });
    await migrateToLatest(database.db);
    await database.db.insertInto('carriers').values({ id: 1, name: 'Carrier One', code: 'ONE' }).execute();
    let stopped = false;
    const attempt = importCarrierReport(
      database.db,
      { carrierId: 1, filename: 'big.csv', data: bigReport(50_000) },
      {
        beforeCommit: async () => {
          // The crash lands inside the transaction, after every row was written but before commit.
          cluster.stop('immediate');
          stopped = true;
        },
      },
    );
    await expect(attempt).rejects.toBeDefined();
    expect(stopped).toBe(true);
    cluster.start();
    expect(await counts(cluster.url)).toEqual({ agents: 0, debts: 0 });
    // The same service, same pool, works again without a restart.
    const again = await importCarrierReport(database.db, { carrierId: 1, filename: 'small.csv', data: bigReport(10) });
    expect(again.recordsImported).toBe(10);
    await database.close();
  });

  it('a server killed (SIGKILL) mid-import leaves all of the file or none of it', async () => {
    const url = new URL(cluster.url);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database killed');
    await admin.end();
    url.pathname = '/killed';
    const server = await startServerProcess({ DATABASE_URL: url.toString() });
    const auth = { authorization: `Bearer ${FAULT_API_KEY}` };
    await fetch(`${server.url}/api/init-companies`, { method: 'POST', headers: auth });
    const rows = 60_000;
    const body = multipart('big.csv', bigReport(rows));
    const upload = fetch(`${server.url}/api/upload/1`, {
      method: 'POST',
      headers: { ...auth, ...body.headers },
      body: body.payload,
    }).catch(() => null);
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    await upload;
    await server.exited;
    const after = await counts(url.toString());
    expect([0, rows]).toContain(after.agents);
    expect(after.debts).toBe(after.agents);
    const restarted = await startServerProcess({ DATABASE_URL: url.toString() });
    const carriers = await fetch(`${restarted.url}/api/carriers`, { headers: auth });
    expect(carriers.status).toBe(200);
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  });
});
