/**
 * The cost of the request path: a script's `GET /api/carriers` on the real server (built
 * JavaScript, as `npm start` runs it: access check, REST adapter over tRPC, security headers,
 * compression, error mapping) next to a bare Fastify route running the same query through pg.
 * Each server runs in its own process; autocannon drives them one after the other, twice.
 * Prints requests per second, p50/p99, each server's CPU time per 1,000 requests, and the ratios
 * real / bare of both.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/request-path.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest, type DB } from '@agentledger/routers';
import { spawnBuiltServer } from './admin';

const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const API_KEY = `bench-${randomBytes(12).toString('hex')}`;
const root = path.resolve(import.meta.dirname, '..');

/** The bare server: Fastify, a pg pool of the same size, and the carriers query the service runs. */
async function runBare(url: string, port: number) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The very SQL the service's Kysely builder sends (compiled, not written again by hand).
  const compiler = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const query = compiler.selectFrom('carriers').selectAll().orderBy('id').compile();
  const app = Fastify();
  app.get('/api/carriers', async () => {
    const { rows } = await pool.query(query.sql, [...query.parameters]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      active: row.active,
      acceptsPdf: row.accepts_pdf,
      createdAt: row.created_at,
    }));
  });
  await app.listen({ port, host: '127.0.0.1' });
}

async function waitFor(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) used so far by a process and its descendants (tsx runs the bare
 * server in a child process). On this shared 2-core machine requests per second move by a third
 * between runs as the neighbours' load changes; the server's CPU time per request moves far less.
 */
function cpuSeconds(pid: number): number {
  const parentOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parentOf.set(Number(entry), Number(fields[1]));
    ticksOf.set(Number(entry), Number(fields[11]) + Number(fields[12]));
  }
  let ticks = 0;
  for (const [candidate, own] of ticksOf) {
    for (let at: number | undefined = candidate; at !== undefined && at > 1; at = parentOf.get(at)) {
      if (at === pid) {
        ticks += own;
        break;
      }
    }
  }
  return ticks / TICKS_PER_SECOND;
}

type Measure = { rate: number; cpuPerThousand: number };

async function measure(label: string, url: string, headers: Record<string, string>, pid: number): Promise<Measure> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const cpuPerThousand = ((cpuSeconds(pid) - cpuBefore) * 1000 * 1000) / result.requests.total;
  const errors = result.errors + result.non2xx;
  console.log(
    `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  server CPU ${cpuPerThousand.toFixed(0)} ms per 1,000 requests  errors ${errors}`,
  );
  return { rate: result.requests.average, cpuPerThousand };
}

async function main() {
  if (process.argv[2] === '--bare') return runBare(process.argv[3]!, Number(process.argv[4]));
  const name = `agentledger_path_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  await migrateToLatest(database.db);
  await database.db
    .insertInto('carriers')
    .values([
      { name: 'American Amicable', code: 'AMAM', active: true, accepts_pdf: true },
      { name: 'Aetna', code: 'AETNA', active: true, accepts_pdf: false },
      { name: 'Foresters', code: 'FORESTERS', active: true, accepts_pdf: false },
    ])
    .execute();
  await database.close();

  const children: ChildProcess[] = [];
  try {
    const realPort = 4100 + Math.floor(Math.random() * 50);
    const barePort = realPort + 100;
    children.push(
      spawnBuiltServer(url.toString(), realPort, { API_KEYS: API_KEY }),
      spawn(
        path.join(root, 'node_modules/.bin/tsx'),
        [import.meta.filename, '--bare', url.toString(), String(barePort)],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      ),
    );
    const auth = { authorization: `Bearer ${API_KEY}` };
    const real = `http://127.0.0.1:${realPort}/api/carriers`;
    const bare = `http://127.0.0.1:${barePort}/api/carriers`;
    await waitFor(real, auth);
    await waitFor(bare, {});
    console.log(`GET /api/carriers, ${CONNECTIONS} connections, ${DURATION} s each, alternately`);
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    const [realServer, bareServer] = children as [ChildProcess, ChildProcess];
    for (let round = 1; round <= 2; round++) {
      const bareRun = await measure(`bare Fastify + pg (${round})`, bare, {}, bareServer.pid!);
      const realRun = await measure(`AgentLedger REST (${round})`, real, auth, realServer.pid!);
      ratios.push(realRun.rate / bareRun.rate);
      cpuRatios.push(bareRun.cpuPerThousand / realRun.cpuPerThousand);
    }
    console.log(`ratio real / bare, requests per second: ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')}`);
    console.log(
      `ratio real / bare, requests per CPU second of the server: ${cpuRatios.map((r) => `${r.toFixed(2)}×`).join(', ')}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
