// Runs every test: the unit/API/data suite always, the browser suite when Chromium is there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = ['vitest', 'run'];
if (existsSync(chromium)) {
  console.log(`Browser tests: using ${chromium}`);
} else {
  console.log(`Browser tests NOT run: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  args.push('--project', 'unit');
}
if (process.env.TEST_DATABASE_URL) {
  console.log('Data and API tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL).');
} else {
  console.log('Data and API tests run on PGlite only; set TEST_DATABASE_URL to add PostgreSQL.');
}
const result = spawnSync('pnpm', ['exec', ...args, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
