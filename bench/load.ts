/**
 * Load: a server holding 20,000 agents and 100,000 debts on PostgreSQL; 50 connections for 30 s
 * mixing the dashboard reads, debt writes and one carrier report import at the same time.
 * Prints throughput, p50/p99 per endpoint and the error count.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/load.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '@agentledger/routers';
import { serverUrl, withAdmin } from './admin';
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

  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString(), PORT: String(PORT), API_KEYS: API_KEY, DEMO_DATA: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
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
      body: JSON.stringify({ agentId: 17, carrierId: 2, amount: '12.34', notes: 'load' }),
    },
  ] as const;
  // Connections are split by weight: mostly the cheap reads, fewer of the heavy full lists.
  const weights = [0.4, 0.15, 0.15, 0.3];
  const results = await Promise.all(
    endpoints.map((endpoint, i) =>
      ONLY && !ONLY.includes(i + 1)
        ? Promise.resolve(null)
        : autocannon({
            url: `${base}${endpoint.path}`,
            method: endpoint.method,
            headers,
            body: 'body' in endpoint ? endpoint.body : undefined,
            requests:
              'pagePath' in endpoint
                ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: endpoint.pagePath() }) }]
                : undefined,
            connections: Math.max(1, Math.round(CONNECTIONS * (weights[i] ?? 0.25))),
            duration: DURATION,
          }),
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

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await withAdmin((c) => c.query(`drop database ${name} with (force)`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
