import { mkdirSync } from 'node:fs';
import { createDatabase, migrateToLatest } from '@agentledger/routers';
import { buildApp } from './app';
import { readConfig } from './config';

async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = config.databaseUrl
    ? createDatabase({ url: config.databaseUrl })
    : createDatabase({ dataDir: config.dataDir });
  await migrateToLatest(database.db);

  const app = await buildApp({ config, database, logger: true });
  app.addHook('onClose', async () => database.close());

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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`AgentLedger is running at http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
