/**
 * Screen visits at 20,000 agents and 100,000 debts (PostgreSQL, built app, Chromium): for each
 * screen (Email Automation with the 91+ days range chosen on arrival: the seeded agents' oldest
 * debts are older than 45 days), a fresh browser page is unlocked on Settings, then the app is sent to the screen as its navigation
 * does (client-side, no reload) and timed to its first table row. Prints
 * the time to rows and the bytes the visit transferred (compressed, as sent) by 2 s after the rows
 * appeared, against issue 15's targets (≤ 1 s, ≤ 300 KB).
 *
 *   pnpm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/screens.ts
 */
import type { Page } from 'playwright-core';
import { withBrowserAgency, type BrowserAgency } from './browser-agency';

const AGENTS = Number(process.env.AGENTS ?? 20_000);
const DEBTS = Number(process.env.DEBTS ?? 100_000);
const PORT = 3970 + Math.floor(Math.random() * 9);

type Screen = { name: string; path: string; choose?: (page: Page) => Promise<unknown> };

const SCREENS: Screen[] = [
  { name: 'Dashboard', path: '/' },
  { name: 'Team View', path: '/agents' },
  { name: 'Agents', path: '/agent-list' },
  { name: 'Unified Agents', path: '/unified-agents' },
  { name: 'Database Viewer', path: '/database' },
  {
    name: 'Email (91+ days)',
    path: '/email',
    choose: (page) => page.getByLabel('Debt Age Range').selectOption('91+'),
  },
];

async function visit({ base, browser, accessCode }: BrowserAgency, screen: Screen) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(`${base}/settings`);
    await page.getByLabel('Access code').fill(accessCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor({ timeout: 60_000 });
    // Not "network idle": the app keeps a long poll open for live updates.
    await page.waitForTimeout(1500);

    let bytes = 0;
    let requests = 0;
    page.on('requestfinished', (request) => {
      requests++;
      void request.sizes().then((sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize));
    });
    const started = performance.now();
    // A string: the bench compiles without the DOM library. The router follows history as a link does.
    await page.evaluate(
      `history.pushState({}, '', ${JSON.stringify(screen.path)}); dispatchEvent(new PopStateEvent('popstate'))`,
    );
    if (screen.choose) await screen.choose(page);
    await page.locator('main tbody tr[data-index]').first().waitFor({ timeout: 120_000 });
    const ms = performance.now() - started;
    // What the screen still asks for once its rows are drawn (counts, filters' lists) belongs to the visit.
    await page.waitForTimeout(2000);
    return { ms, bytes, requests };
  } finally {
    await page.close();
  }
}

async function main() {
  await withBrowserAgency({ prefix: 'screens', agents: AGENTS, debts: DEBTS, port: PORT }, async (stage) => {
    console.log(`${AGENTS.toLocaleString('en-US')} agents, ${DEBTS.toLocaleString('en-US')} debts`);
    for (const screen of SCREENS) {
      const { ms, bytes, requests } = await visit(stage, screen);
      console.log(
        `${screen.name.padEnd(17)} ${Math.round(ms).toLocaleString('en-US').padStart(6)} ms to rows ` +
          `(${(ms / 1000).toFixed(2)}× the 1 s target)  ${(bytes / 1024).toFixed(0).padStart(7)} KB in ${requests} requests ` +
          `(${(bytes / 1024 / 300).toFixed(2)}× the 300 KB target)`,
      );
    }
  });
}

await main();
