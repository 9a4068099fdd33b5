export { appRouter, type AppRouter } from './router';
export { createCallerFactory, type Context } from './trpc';
export { createDatabase, type Database, type DatabaseKind, type DatabaseOptions } from './db/factory';
export { migrateToLatest } from './db/migrate';
export { AppError, mapDatabaseError, describeIssues } from './errors';
export type { DB } from './db/types';
export { verifyCredential, type AccessPolicy, type Principal } from './access/verify';
export { seedDemoData, isNewDatabase, type DemoSeedResult } from './demo/seedDemoData';
