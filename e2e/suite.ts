import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { restClient, type RestCall } from './agent-fixtures';
import { launchBrowser, type RunningServer, type ServerTarget } from './harness';

export type BrowserSuite = { server: () => RunningServer; browser: () => Browser; rest: RestCall };

/**
 * The set-up every browser suite shares: the real server on the target database, Chromium, and a
 * REST client with a session, started before the suite's tests and stopped after them.
 */
export function browserSuite(target: ServerTarget): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let call: RestCall | undefined;
  beforeAll(async () => {
    server = await target.start();
    browser = await launchBrowser();
    call = await restClient(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser suite has not started');
    return value;
  };
  return {
    server: () => started(server),
    browser: () => started(browser),
    rest: (method, path, body) => started(call)(method, path, body),
  };
}
