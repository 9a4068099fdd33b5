// Runs every test: the unit/API/data suite always; the fault suite when PostgreSQL's server
// binaries are there (it starts its own throwaway cluster); the browser suite when Chromium is there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const projects = ['unit'];
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const pgBin = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';

if (existsSync(`${pgBin}/initdb`)) {
  projects.push('faults');
  console.log(`Fault tests: using PostgreSQL binaries in ${pgBin}`);
} else {
  console.log(
    `Fault tests NOT run: no PostgreSQL server binaries in ${pgBin} (apt-get install -y postgresql, or set PG_BIN_DIR).`,
  );
}
if (existsSync(chromium)) {
  projects.push('browser');
  console.log(`Browser tests: using ${chromium}`);
} else {
  console.log(`Browser tests NOT run: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
}
if (process.env.TEST_DATABASE_URL) {
  console.log('Data and API tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL).');
} else {
  console.log('Data and API tests run on PGlite only; set TEST_DATABASE_URL to add PostgreSQL.');
}
const vitest = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'vitest');
const args = ['run', ...projects.flatMap((p) => ['--project', p]), ...process.argv.slice(2)];
const result = spawnSync(vitest, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
