/**
 * Load: a server holding 20,000 agents and 100,000 debts on PostgreSQL; 50 connections for 30 s
 * mixing the dashboard reads, debt writes and one carrier report import at the same time.
 * Prints throughput, p50/p99 per endpoint and the error count.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/load.ts
 *
 * PROCESSES=2 runs two server processes on the one database (as behind a proxy): each endpoint's
 * connections are split between them, and at the end the totals each process reports are checked
 * against the debts table.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '@agentledger/routers';
import { serverUrl, waitUntilServing, withAdmin } from './admin';
import { seedLargeAgency } from './seed-large';

const AGENTS = Number(process.env.AGENTS ?? 20_000);
const DEBTS = Number(process.env.DEBTS ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 30);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
/** Rows per list page, as the web app asks for them. */
const PAGE = Number(process.env.PAGE ?? 1000);
/** IMPORT=0 leaves the concurrent import out (to see its share of the load). */
const IMPORT = process.env.IMPORT !== '0';
/** Comma-separated endpoint numbers to run (1 stats, 2 agents, 3 unified, 4 debt writes); all by default. */
const ONLY = process.env.ONLY?.split(',').map(Number);
/** Server processes sharing the database. */
const PROCESSES = Math.max(1, Number(process.env.PROCESSES ?? 1));
const API_KEY = `bench-${randomBytes(12).toString('hex')}`;
const PORT = 3900 + Math.floor(Math.random() * 90);
const root = path.resolve(import.meta.dirname, '..');

function reportCsv(rows: number): Buffer {
  const lines = ['Writing Number,Agent Name,NPN,Chargeback Balance,Chargeback Date'];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `W${String(i).padStart(7, '0')},Agent${i} Person${i},${20000000 + i},"$${(i % 900) + 10}.25",10/01/2026`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

type Run = autocannon.Result;

/** One endpoint's runs on every process as one: counts and rates add up; the latencies are the worst process's. */
function merged(runs: Run[]) {
  return {
    requests: {
      average: runs.reduce((sum, r) => sum + r.requests.average, 0),
      total: runs.reduce((sum, r) => sum + r.requests.total, 0),
    },
    latency: {
      p50: Math.max(...runs.map((r) => r.latency.p50)),
      p99: Math.max(...runs.map((r) => r.latency.p99)),
    },
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

async function main() {
  const name = `agentledger_load_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  await migrateToLatest(database.db);
  const seedStart = performance.now();
  await seedLargeAgency(database.db, AGENTS, DEBTS);
  // A live database has planner statistics (autovacuum keeps them); a freshly seeded one must be told.
  await sql`vacuum analyze`.execute(database.db);
  console.log(`seeded ${AGENTS} agents and ${DEBTS} debts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  await database.close();

  const servers = Array.from({ length: PROCESSES }, (_, i) =>
    spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url.toString(), PORT: String(PORT + i), API_KEYS: API_KEY, DEMO_DATA: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const bases = servers.map((_, i) => `http://127.0.0.1:${PORT + i}`);
  const base = bases[0]!;
  for (const started of bases) await waitUntilServing(started);
  const headers = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };

  // The import runs alongside the load, as a real upload would.
  const form = new FormData();
  form.append('file', new Blob([reportCsv(20_000)]), 'load-report.csv');
  const importStart = performance.now();
  const importDone = !IMPORT
    ? Promise.resolve({ status: 0, seconds: 0, body: 'not run (IMPORT=0)' })
    : fetch(`${base}/api/upload/1`, {
        method: 'POST',
        body: form,
        headers: { authorization: headers.authorization },
      }).then(async (r) => ({
        status: r.status,
        seconds: (performance.now() - importStart) / 1000,
        body: (await r.text()).slice(0, 200),
      }));

  // The lists are read as the screens read them: a page of PAGE rows at a random place in the list.
  const page = (list: string) => () =>
    `${list}?limit=${PAGE}&offset=${PAGE * Math.floor(Math.random() * (AGENTS / PAGE))}`;
  const endpoints = [
    { title: 'GET /api/dashboard/stats', method: 'GET', path: '/api/dashboard/stats' },
    { title: `GET /api/agents (page)`, method: 'GET', path: '/api/agents', pagePath: page('/api/agents') },
    {
      title: `GET /api/unified-agents (page)`,
      method: 'GET',
      path: '/api/unified-agents',
      pagePath: page('/api/unified-agents'),
    },
    {
      title: 'POST /api/debts',
      method: 'POST',
      path: '/api/debts',
      // Agent 17 is seeded at carrier 1 + 17 % 3 = 3: a debt goes at its record's carrier.
      body: JSON.stringify({ agentId: 17, carrierId: 3, amount: '12.34', notes: 'load' }),
    },
  ] as const;
  // Connections are split by weight: mostly the cheap reads, fewer of the heavy full lists.
  const weights = [0.4, 0.15, 0.15, 0.3];
  // Each endpoint's connections are split between the processes; their figures are merged below.
  const results = await Promise.all(
    endpoints.map((endpoint, i) =>
      ONLY && !ONLY.includes(i + 1)
        ? Promise.resolve(null)
        : Promise.all(
            bases.map((server) =>
              autocannon({
                url: `${server}${endpoint.path}`,
                method: endpoint.method,
                headers,
                body: 'body' in endpoint ? endpoint.body : undefined,
                requests:
                  'pagePath' in endpoint
                    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: endpoint.pagePath() }) }]
                    : undefined,
                connections: Math.max(1, Math.round((CONNECTIONS * (weights[i] ?? 0.25)) / PROCESSES)),
                duration: DURATION,
              }),
            ),
          ).then(merged),
    ),
  );
  const imported = await importDone;

  console.log(
    `\nload: ${CONNECTIONS} connections for ${DURATION} s on PostgreSQL (${AGENTS} agents, ${DEBTS} debts, list pages of ${PAGE})`,
  );
  console.log('endpoint                      req/s    p50 ms   p99 ms   errors  non-2xx');
  let errors = 0;
  for (const [i, result] of results.entries()) {
    if (!result) continue;
    errors += result.errors + result.non2xx;
    console.log(
      `${endpoints[i]!.title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.errors).padStart(8)} ${String(result.non2xx).padStart(8)}`,
    );
  }
  const total = results.reduce((sum, r) => sum + (r?.requests.total ?? 0), 0);
  console.log(`total ${total} requests, ${(total / DURATION).toFixed(0)} req/s, errors ${errors}`);
  console.log(
    `concurrent import of 20,000 rows: HTTP ${imported.status} in ${imported.seconds.toFixed(1)} s ${imported.status === 200 ? '' : imported.body}`,
  );

  // Every process must report the same total, and it must be the debts table's own sum. autocannon
  // stops at the deadline without waiting for the requests it still had out: the server answers
  // those (debt writes among them, p99 up to 2 s under this load) before the totals are compared.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const reported = await Promise.all(
    bases.map(async (server) => {
      const response = await fetch(`${server}/api/dashboard/stats`, { headers });
      return ((await response.json()) as { totalDebt: number }).totalDebt;
    }),
  );
  const check = new pg.Client({ connectionString: url.toString() });
  await check.connect();
  const summed = (
    await check.query<{ debts: string; balances: string }>(
      `select (select coalesce(sum(amount), 0) from debts where status <> 'paid')::text as debts,
              (select coalesce(sum(total), 0) from debt_balances)::text as balances`,
    )
  ).rows[0]!;
  await check.end();
  const agree = reported.every((total) => Math.round(total * 100) === Math.round(Number(summed.debts) * 100));
  console.log(
    `${PROCESSES} process(es): total debt reported ${reported.map((t) => t.toFixed(2)).join(', ')}; debts table ${summed.debts}; ` +
      `kept balances ${summed.balances}; ${agree && summed.debts === summed.balances ? 'all agree' : 'DISAGREE'}`,
  );

  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((r) => server.once('exit', r))));
  await withAdmin((c) => c.query(`drop database ${name} with (force)`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
