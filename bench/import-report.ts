/**
 * Import speed: a carrier report of 100,000 rows for 20,000 agents (CSV and .xlsx), imported
 * through the real service on PostgreSQL, against PostgreSQL's own COPY of the same rows into a
 * scratch table, measured in the same run. Prints rows/s, peak memory and the ratio.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/import-report.ts
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as XLSX from 'xlsx';
import { createDatabase, importCarrierReport, migrateToLatest } from '@agentledger/routers';
import { seedLargeAgency } from './seed-large';

const serverUrl =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.ROWS ?? 100_000);
const AGENTS = Number(process.env.AGENTS ?? 20_000);

function reportRows(): string[][] {
  const rows = [['Writing Number', 'Agent Name', 'NPN', 'Chargeback Balance', 'Chargeback Date']];
  for (let i = 0; i < ROWS; i++) {
    const agent = 1 + (i % AGENTS);
    const cents = ((i * 7919) % 400_000) - 20_000;
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

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

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
    const csv = Buffer.from(rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\n'));
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
    const copyStart = performance.now();
    execFileSync('psql', [url.toString(), '-q', '-c', `\\copy copy_scratch from '${csvFile}' csv header`]);
    const copySeconds = (performance.now() - copyStart) / 1000;
    console.log(
      `COPY into a scratch table: ${copySeconds.toFixed(2)} s (${Math.round(ROWS / copySeconds).toLocaleString('en-US')} rows/s)`,
    );

    for (const [label, data, filename] of [
      ['CSV', csv, 'report.csv'],
      ['.xlsx', xlsx, 'report.xlsx'],
    ] as const) {
      peakRss = process.memoryUsage().rss;
      const start = performance.now();
      const result = await importCarrierReport(database.db, { carrierId: 1, filename, data });
      const seconds = (performance.now() - start) / 1000;
      console.log(
        `${label.padEnd(5)} import: ${seconds.toFixed(2)} s, ${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s, ` +
          `${(seconds / copySeconds).toFixed(2)}x COPY, peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB ` +
          `(processed ${result.recordsProcessed}, matched ${result.recordsImported}, new ${result.changes.new}, errors ${result.errors.length})`,
      );
    }
  } finally {
    clearInterval(sampler);
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
