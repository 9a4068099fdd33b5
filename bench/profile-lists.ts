/**
 * Where the time of the full agent and unified lists goes at 20,000 agents / 100,000 debts:
 * the SQL, the row mapping, the output schema check and JSON serialisation, each timed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/profile-lists.ts
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ZAgent, ZUnifiedAgent } from '@agentledger/schema';
import { createDatabase, listAgents, listUnifiedAgents, migrateToLatest } from '@agentledger/routers';
import { seedLargeAgency } from './seed-large';

const serverUrl =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AGENTS = Number(process.env.AGENTS ?? 20_000);
const DEBTS = Number(process.env.DEBTS ?? 100_000);

async function timed<T>(label: string, fn: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const value = await fn();
  console.log(`${label.padEnd(36)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
  return value;
}

async function main() {
  const name = `agentledger_profile_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  try {
    await migrateToLatest(database.db);
    await seedLargeAgency(database.db, AGENTS, DEBTS);
    for (let round = 1; round <= 2; round++) {
      console.log(`round ${round}`);
      const agents = await timed('agents: SQL + mapping', () => listAgents(database.db));
      await timed('agents: output schema check', () => ZAgent.array().parse(agents));
      const json = await timed('agents: JSON.stringify', () => JSON.stringify(agents));
      console.log(`agents: ${agents.length} rows, ${(json.length / 1e6).toFixed(1)} MB`);
      const people = await timed('unified: SQL + mapping', () => listUnifiedAgents(database.db));
      await timed('unified: output schema check', () => ZUnifiedAgent.array().parse(people));
      const json2 = await timed('unified: JSON.stringify', () => JSON.stringify(people));
      console.log(`unified: ${people.length} rows, ${(json2.length / 1e6).toFixed(1)} MB`);
    }
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
