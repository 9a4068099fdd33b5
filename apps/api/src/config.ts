import path from 'node:path';

export type AppConfig = {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset → embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** undefined → decided by the database: on for a new embedded one, off for PostgreSQL. */
  demoData?: boolean;
  accessCode: string;
  smtpUrl?: string;
  /** The From address of notices (MAIL_FROM); unset → derived from SMTP_URL. */
  mailFrom?: string;
  /** Where the built web app lives; unset or missing → the API runs without the UI. */
  webDir?: string;
  uploadLimitBytes: number;
  jsonLimitBytes: number;
  /** Keys for scripts from the deployment (API_KEYS, comma-separated); more are made in Settings. */
  apiKeys: string[];
  sessionHours: number;
  sessionIdleMinutes: number;
  codeAttemptsPerMinute: number;
  codeAttemptsPerHour: number;
};

export const DEMO_ACCESS_CODE = 'ledger';

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isInteger(port) && port > 0 ? port : 3000,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    demoData: flag(env.DEMO_DATA),
    accessCode: env.ACCESS_CODE || DEMO_ACCESS_CODE,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    webDir: path.resolve(import.meta.dirname, '../../web/dist'),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_MB || 20) * 1024 * 1024,
    jsonLimitBytes: 1024 * 1024,
    apiKeys: (env.API_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key.length >= 16),
    sessionHours: Number(env.SESSION_HOURS || 12),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES || 120),
    codeAttemptsPerMinute: 10,
    codeAttemptsPerHour: 100,
  };
}
