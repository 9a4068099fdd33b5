import { availableParallelism } from 'node:os';
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
  /** Uploads read and applied at once; more wait in a queue of uploadQueueLength, beyond it 503. */
  uploadConcurrency: number;
  uploadQueueLength: number;
  /** A request (headers and body) must have arrived within this time, or it gets 408. */
  requestTimeoutMs: number;
  /** On SIGTERM, how long requests in flight may take before they are cut off. */
  shutdownGraceMs: number;
};

export const DEMO_ACCESS_CODE = 'ledger';

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** A whole number setting; unset → undefined (the default applies), anything else but 1, 2, … stops. */
function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    throw new ConfigError(`${name} must be a whole number of 1 or more, not "${value}"`);
  }
  return Number(value);
}

/** The shortest API key accepted: shorter ones are guessable. */
export const MIN_API_KEY_LENGTH = 16;

/** A setting the server cannot start with; main.ts prints the message and exits. */
export class ConfigError extends Error {}

/**
 * API_KEYS, comma-separated. A key that is too short stops the server with the rule, rather than
 * being dropped in silence (every call with it would then get 401 with no hint why).
 */
function readApiKeys(value: string | undefined): string[] {
  const keys = (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  const short = keys.filter((key) => key.length < MIN_API_KEY_LENGTH);
  if (short.length > 0) {
    throw new ConfigError(
      `API_KEYS: ${short.length} of ${keys.length} keys are shorter than ${MIN_API_KEY_LENGTH} characters ` +
        `(the first starts "${short[0]?.slice(0, 3)}…"). Every API key must have at least ${MIN_API_KEY_LENGTH} characters.`,
    );
  }
  return keys;
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
    apiKeys: readApiKeys(env.API_KEYS),
    sessionHours: Number(env.SESSION_HOURS || 12),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES || 120),
    codeAttemptsPerMinute: 10,
    codeAttemptsPerHour: 100,
    // Parsing is CPU-bound (a worker thread each): one upload per core keeps the server responsive.
    uploadConcurrency:
      positiveInteger('UPLOAD_CONCURRENCY', env.UPLOAD_CONCURRENCY) ?? Math.max(1, availableParallelism()),
    uploadQueueLength: positiveInteger('UPLOAD_QUEUE', env.UPLOAD_QUEUE) ?? 8,
    requestTimeoutMs: (positiveInteger('REQUEST_TIMEOUT_S', env.REQUEST_TIMEOUT_S) ?? 120) * 1000,
    shutdownGraceMs: (positiveInteger('SHUTDOWN_GRACE_S', env.SHUTDOWN_GRACE_S) ?? 30) * 1000,
  };
}
