import { mkdirSync } from 'node:fs';
import { createDatabase, isNewDatabase, migrateToLatest, prepareParseWorker, seedDemoData } from '@agentledger/routers';
import { buildApp } from './app';
import { ConfigError, DEMO_ACCESS_CODE, readConfig } from './config';
import { DataDirInUseError, lockDataDir } from './lifecycle/data-dir-lock';
import { exitGracefullyOnSignals } from './lifecycle/shutdown';
import { removeOrphanedTempFiles } from './lifecycle/temp-files';

async function main() {
  const config = readConfig();
  let releaseDataDir = () => {};
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    releaseDataDir = lockDataDir(config.dataDir);
    const tidied = removeOrphanedTempFiles(config.dataDir);
    if (tidied > 0) console.log(`Removed ${Math.round(tidied / 1024)} KB of temporary files left by a stopped server`);
  }
  process.once('exit', () => releaseDataDir());
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
  exitGracefullyOnSignals(app, config.shutdownGraceMs, releaseDataDir);

  if (config.databaseUrl && config.accessCode === DEMO_ACCESS_CODE) {
    app.log.warn(
      'ACCESS_CODE is the demo code on a PostgreSQL database: set ACCESS_CODE before anyone else can reach this server',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // The first upload then finds its file reader started.
  prepareParseWorker();
  app.log.info(`AgentLedger is running at http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  // A setting or a folder the server cannot start with: the sentence, not a stack.
  if (error instanceof ConfigError || error instanceof DataDirInUseError)
    console.error(`Not started: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
