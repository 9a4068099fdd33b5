export { appRouter, openRouter, type AppRouter } from './router';
export { createCallerFactory, AUTHENTICATION_REQUIRED_MESSAGE, type Context } from './trpc';
export { DEFAULT_CODE_ATTEMPT_LIMITS, TooManyAttemptsError, type CodeAttemptLimits } from './access/code-attempts';
export { createDatabase, type Database, type DatabaseKind, type DatabaseOptions } from './db/factory';
export { migrateToLatest } from './db/migrate';
export { analyzeStaleTables } from './db/statistics';
export { AppError, mapDatabaseError, describeIssues } from './errors';
export type { DB } from './db/types';
export { verifyCredential, type AccessPolicy, type Principal } from './access/verify';
export { seedDemoData, isNewDatabase, type DemoSeedResult } from './demo/seedDemoData';
export { importCarrierReport, type CarrierReportResult, type ImportHooks } from './import/import-carrier-report';
export { importAgentList, type AgentListResult } from './import/import-agent-list';
export { prepareParseWorker } from './import/parse-in-worker';
export { startEmailWorker, type EmailWorker, type EmailWorkerOptions } from './email/worker';
export { processEmailJobBatch } from './email/jobs';
export { runDueSchedules } from './email-schedule/service';
export type { MailConfig } from './email/delivery';
export { exportReport, type ReportFile } from './report/export';
export { listAgents } from './agent/service';
export { AGENT_CSV_HEADER, agentExportFilename, writeAgentsCsv } from './agent/export-agents';
export {
  DEBT_CSV_HEADER,
  debtExportFilename,
  writeDebtsCsv,
  ZDebtExportInput,
  type TDebtExportInput,
} from './debt/export-debts';
export { emailHistoryExportFilename, writeEmailHistoryCsv } from './email-history/export-email-history';
export { fileUploadExportFilename, writeFileUploadsCsv } from './file-upload/export-file-uploads';
export { listUnifiedAgents } from './unified-agent/service';
export {
  countUnifiedExport,
  unifiedExportFilename,
  writeUnifiedCsv,
  ZUnifiedExportInput,
} from './unified-agent/export-unified';
export { recordRefusedUpload, type RefusedUpload } from './file-upload/record-refusal';
export { inspectCarrierReport } from './import/inspect-report';
export { inspectAgentList } from './import/inspect-agent-list';
export {
  claimIdempotencyKey as claimIdempotencyKeyRecord,
  storeIdempotentAnswer,
  releaseIdempotencyKey,
  IDEMPOTENCY_KEEP_HOURS,
} from './idempotency/store';
