/**
 * Import speed: a carrier report of 100,000 rows for 20,000 agents (CSV and .xlsx), imported
 * through the real service on PostgreSQL, against PostgreSQL's own COPY of the same rows into a
 * scratch table, measured in the same run. Each report is uploaded to the built server
 * (`POST /api/upload/1`, as staff or a script send it), and the server process's resident memory
 * is read from /proc every 10 ms: its peak is the import's, not that of this bench, which holds
 * the generated files. Prints the time, rows/s, the ratio and the server's memory before and at its peak.
 *
 *   pnpm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/import-report.ts
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import * as XLSX from 'xlsx';
import { createDatabase, migrateToLatest } from '@agentledger/routers';
import { spawnBuiltServer, stopServer, waitUntilServing } from './admin';
import { seedLargeAgency } from './seed-large';

const serverUrl =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.ROWS ?? 100_000);
const AGENTS = Number(process.env.AGENTS ?? 20_000);

/** The report; `month` 1 is the next month's, every agent's balance changed. */
function reportRows(month = 0): string[][] {
  const rows = [['Writing Number', 'Agent Name', 'NPN', 'Chargeback Balance', 'Chargeback Date']];
  for (let i = 0; i < ROWS; i++) {
    const agent = 1 + (i % AGENTS);
    const cents = ((i * 7919 + month * 104_729) % 400_000) - 20_000;
    const amount = cents < 0 ? `(${(-cents / 100).toFixed(2)})` : `$${(cents / 100).toFixed(2)}`;
    rows.push([
      `W${String(agent).padStart(7, '0')}`,
      `Agent${agent} Person${agent}`,
      String(20000000 + agent),
      amount,
      `${1 + (i % 12)}/15/2026`,
    ]);
  }
  return rows;
}

const API_KEY = `bench-${randomBytes(12).toString('hex')}`;
const PORT = 3940 + Math.floor(Math.random() * 9);

/** A process's resident memory, from /proc (Linux). */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

type UploadResult = {
  recordsProcessed: number;
  recordsImported: number;
  changes: { new: number; increased: number; decreased: number };
  errors: unknown[];
};

/** One report uploaded to the server: the time to its answer and the server's memory meanwhile. */
async function uploadReport(base: string, pid: number, file: string, filename: string, carrierId: number) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), filename);
  const rssBefore = residentBytes(pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentBytes(pid))), 10);
  const start = performance.now();
  const response = await fetch(`${base}/api/upload/${carrierId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}` },
    body: form,
  });
  const body = (await response.json()) as UploadResult & { message?: string };
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  if (!response.ok) throw new Error(`upload refused (${response.status}): ${body.message}`);
  return { seconds, rssBefore, peakRss, result: body };
}

/** The built server (as `npm start` runs it) on the bench's database, for the length of `run`. */
async function withServer<T>(databaseUrl: string, run: (base: string, pid: number) => Promise<T>): Promise<T> {
  const server = spawnBuiltServer(databaseUrl, PORT, {
    ACCESS_CODE: `bench-${randomBytes(6).toString('hex')}`,
    API_KEYS: API_KEY,
    // The 100,000-row .xlsx is 24 MB; uploads are capped at 20 MB unless told.
    UPLOAD_LIMIT_MB: '50',
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitUntilServing(base);
    return await run(base, server.pid!);
  } finally {
    await stopServer(server);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const name = `agentledger_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  const dir = mkdtempSync(path.join(tmpdir(), 'agentledger-bench-'));
  try {
    await migrateToLatest(database.db);
    await seedLargeAgency(database.db, AGENTS, 0);
    const rows = reportRows();
    const csvOf = (table: string[][]) =>
      Buffer.from(table.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\n'));
    const csv = csvOf(rows);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Report');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const csvFile = path.join(dir, 'report.csv');
    writeFileSync(csvFile, csv);
    console.log(
      `report: ${ROWS.toLocaleString('en-US')} rows for ${AGENTS.toLocaleString('en-US')} agents; CSV ${(csv.length / 1e6).toFixed(1)} MB, .xlsx ${(xlsx.length / 1e6).toFixed(1)} MB`,
    );

    // PostgreSQL's own COPY of the same rows into a scratch table: the floor for getting rows in.
    await database.db.schema
      .createTable('copy_scratch')
      .addColumn('writing_number', 'text')
      .addColumn('name', 'text')
      .addColumn('npn', 'text')
      .addColumn('amount', 'text')
      .addColumn('as_of', 'text')
      .execute();
    // Three times (emptied between), the median: one run moves by ±30% on this machine.
    const copyRuns: number[] = [];
    for (let run = 0; run < 3; run++) {
      await sql`truncate copy_scratch`.execute(database.db);
      const copyStart = performance.now();
      execFileSync('psql', [url.toString(), '-q', '-c', `\\copy copy_scratch from '${csvFile}' csv header`]);
      copyRuns.push((performance.now() - copyStart) / 1000);
    }
    const copySeconds = copyRuns.sort((a, b) => a - b)[1]!;
    console.log(
      `COPY into a scratch table: ${copySeconds.toFixed(2)} s, the median of ${copyRuns.map((r) => r.toFixed(2)).join(', ')} (${Math.round(ROWS / copySeconds).toLocaleString('en-US')} rows/s)`,
    );

    const xlsxFile = path.join(dir, 'report.xlsx');
    writeFileSync(xlsxFile, xlsx);
    // The next month's report: every agent's balance changed, so each one's debt is replaced.
    const nextFile = path.join(dir, 'next.csv');
    writeFileSync(nextFile, csvOf(reportRows(1)));
    // Then the same report for two more carriers (60,000 kept balances), and the next month's for the first.
    for (const [label, file, filename, carrierId] of [
      ['CSV', csvFile, 'report.csv', 1],
      ['.xlsx', xlsxFile, 'report.xlsx', 1],
      ['CSV, second carrier', csvFile, 'report.csv', 2],
      ['CSV, third carrier', csvFile, 'report.csv', 3],
      ['CSV, next month', nextFile, 'next.csv', 1],
    ] as const) {
      // A fresh server for each report: its memory before is a started server's, as after a deploy.
      const { seconds, rssBefore, peakRss, result } = await withServer(url.toString(), (base, pid) =>
        uploadReport(base, pid, file, filename, carrierId),
      );
      console.log(
        `${label} import: ${seconds.toFixed(2)} s, ${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s, ` +
          `${(seconds / copySeconds).toFixed(2)}x COPY, server RSS ${mb(rssBefore)} before, peak ${mb(peakRss)} ` +
          `(processed ${result.recordsProcessed}, matched ${result.recordsImported}, new ${result.changes.new}, ` +
          `changed ${result.changes.increased + result.changes.decreased}, ` +
          `errors ${result.errors.length})`,
      );
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
