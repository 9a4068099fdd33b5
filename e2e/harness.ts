import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ACCESS_CODE = 'e2e-Secret';
const repoRoot = path.resolve(import.meta.dirname, '..');
export const SCREENSHOT_DIR = path.join(repoRoot, 'screenshots');

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the real server (as `npm start` runs it) on an empty embedded database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-e2e-'));
  // The built server, as `npm start` runs it (`npm test` builds it first).
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      ACCESS_CODE,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/openapi.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export type TestPage = { page: Page; consoleErrors: string[] };

/** A 1440×900 page that records uncaught errors and console errors (tests fail on them). */
export async function openPage(browser: Browser): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Failed HTTP calls are logged on purpose (SPEC section 8); tests that expect them filter by text.
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, consoleErrors };
}

/** Goes to a path and passes the access gate. */
export async function unlock(page: Page, url: string, pathname = '/') {
  await page.goto(`${url}${pathname}`);
  await page.getByLabel('Access code').fill(ACCESS_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/**
 * Waits for a toast saying `text` (any case) and answers everything it says, read in the same look
 * that found it: a toast may close or be replaced by the next one (a queued send's "processed")
 * before a second look, which would then wait for a toast that is gone.
 */
export async function toast(page: Page, text: string): Promise<string> {
  const found = await page.waitForFunction((wanted) => {
    const items = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="toast"]'));
    const item = items.find((toast) => (toast.textContent ?? '').toLowerCase().includes(wanted.toLowerCase()));
    return item ? item.innerText : null;
  }, text);
  return (await found.jsonValue()) as string;
}

/**
 * Every carrier report upload shows its preview first: Apply it, wait for SPEC's success toast
 * ("Upload successful", "Processed N records, imported M ..."), close the dialog; answers the toast.
 */
export async function applyPreview(page: Page, filename: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: filename });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const text = await toast(page, 'Upload successful');
  await dialog.getByText('Applied', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** Today in the browser's local time as YYYY-MM-DD, as export file names carry it. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Console errors other than the expected "status: body" logs of failed calls. */
export function unexpectedErrors(errors: string[], allowed: RegExp[] = []): string[] {
  return errors.filter((e) => !allowed.some((pattern) => pattern.test(e)));
}

export type ServerTarget = { kind: 'pglite' | 'postgres'; start: () => Promise<RunningServer> };

/**
 * The databases a browser suite runs on: the embedded one always, and a fresh database on the
 * PostgreSQL of TEST_DATABASE_URL when it is set.
 */
export function serverTargets(): ServerTarget[] {
  const targets: ServerTarget[] = [{ kind: 'pglite', start: () => startServer() }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      kind: 'postgres',
      start: async () => {
        const name = `agentledger_e2e_${Math.random().toString(16).slice(2, 10)}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const server = await startServer({ DATABASE_URL: url.toString() });
        return {
          ...server,
          stop: async () => {
            await server.stop();
            const cleanup = new pg.Client({ connectionString: serverUrl });
            await cleanup.connect();
            await cleanup.query(`drop database if exists ${name} with (force)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return targets;
}
