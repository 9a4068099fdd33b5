import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { chromium, type Browser } from 'playwright-core';
import { createDatabase, migrateToLatest } from '@agentledger/routers';
import { serverUrl, spawnBuiltServer, stopServer, waitUntilServing, withAdmin } from './admin';
import { seedLargeAgency } from './seed-large';

export type BrowserAgency = { base: string; browser: Browser; accessCode: string };

/**
 * The browser benches' stage: a scratch PostgreSQL database seeded with the large agency, the
 * built server on it (as `npm start` runs it) and Chromium; all of it gone when `run` ends.
 */
export async function withBrowserAgency<T>(
  options: { prefix: string; agents: number; debts: number; port: number },
  run: (stage: BrowserAgency) => Promise<T>,
): Promise<T> {
  const name = `agentledger_${options.prefix}_${randomBytes(4).toString('hex')}`;
  const accessCode = `bench-${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  await migrateToLatest(database.db);
  await seedLargeAgency(database.db, options.agents, options.debts);
  await sql`vacuum analyze`.execute(database.db);
  await database.close();

  const server = spawnBuiltServer(url.toString(), options.port, { ACCESS_CODE: accessCode });
  const base = `http://127.0.0.1:${options.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUntilServing(base);
    return await run({ base, browser, accessCode });
  } finally {
    await browser.close();
    await stopServer(server);
    await withAdmin((c) => c.query(`drop database ${name} with (force)`));
  }
}
