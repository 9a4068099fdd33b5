import { mkdirSync } from 'node:fs';
import { createDatabase, isNewDatabase, migrateToLatest, seedDemoData } from '@agentledger/routers';
import { buildApp } from './app';
import { DEMO_ACCESS_CODE, readConfig } from './config';

async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = config.databaseUrl
    ? createDatabase({ url: config.databaseUrl })
    : createDatabase({ dataDir: config.dataDir });
  await migrateToLatest(database.db);
  // Demo data: on by default for a new embedded database (DEMO_DATA=0 turns it off); on PostgreSQL
  // only when asked for with DEMO_DATA=1, and in both cases only into a database with no data yet.
  const wantDemoData = config.databaseUrl ? config.demoData === true : config.demoData !== false;
  const demo = wantDemoData && (await isNewDatabase(database.db)) ? await seedDemoData(database.db) : null;

  const app = await buildApp({ config, database, logger: true, background: true });
  app.addHook('onClose', async () => database.close());
  if (demo?.seeded) {
    app.log.info(`Demo data: ${demo.people} people, ${demo.agentRecords} agent records, ${demo.debts} debts`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (config.databaseUrl && config.accessCode === DEMO_ACCESS_CODE) {
    app.log.warn(
      'ACCESS_CODE is the demo code on a PostgreSQL database: set ACCESS_CODE before anyone else can reach this server',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`AgentLedger is running at http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
