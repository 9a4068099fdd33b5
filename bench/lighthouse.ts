/**
 * Lighthouse on the path issue 15 names, "unlock → Dashboard", at 20,000 agents and 100,000 debts
 * (PostgreSQL, built app: run `pnpm run build` first), as a Lighthouse user flow in Chromium:
 * 1. a navigation to the app (its first load: the access screen), then
 * 2. a timespan from typing the access code to the Dashboard's table drawn and 2 s more (the
 *    skeleton turning into the table is where layout shift would show).
 * Both with Lighthouse's desktop settings and again with its default (mobile: a 4× slower CPU and
 * a slow 4G link, simulated). Prints the performance score, total blocking time and cumulative
 * layout shift of each step against the targets (≥ 90, TBT < 200 ms, CLS < 0.1).
 *
 *   pnpm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/lighthouse.ts
 */
import { desktopConfig, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { withBrowserAgency } from './browser-agency';

const AGENTS = Number(process.env.AGENTS ?? 20_000);
const DEBTS = Number(process.env.DEBTS ?? 100_000);
const PORT = 3960 + Math.floor(Math.random() * 9);

type Step = { name: string; score: number | null; tbt: number | null; cls: number | null };

async function unlockToDashboard(base: string, accessCode: string, form: 'desktop' | 'mobile'): Promise<Step[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, form === 'desktop' ? { config: desktopConfig } : {});
    await flow.navigate(`${base}/`, { name: 'First load (access screen)' });
    await flow.startTimespan({ name: 'Unlock → Dashboard' });
    await page.locator('::-p-aria(Access code)').fill(accessCode);
    await page.locator('::-p-aria(Continue)').click();
    await page.waitForSelector('main tbody tr[data-index]', { timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    return steps.map(({ name, lhr }) => ({
      name,
      score: lhr.categories.performance?.score ?? null,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    }));
  } finally {
    await browser.close();
  }
}

const figure = (value: number | null, digits: number, unit = '') =>
  value === null ? 'n/a' : `${value.toFixed(digits)}${unit}`;

async function main() {
  await withBrowserAgency(
    { prefix: 'lighthouse', agents: AGENTS, debts: DEBTS, port: PORT },
    async ({ base, accessCode }) => {
      console.log(`${AGENTS.toLocaleString('en-US')} agents, ${DEBTS.toLocaleString('en-US')} debts`);
      for (const form of ['desktop', 'mobile'] as const) {
        for (const step of await unlockToDashboard(base, accessCode, form)) {
          console.log(
            `${form.padEnd(7)} ${step.name.padEnd(26)} performance ${step.score === null ? 'n/a' : Math.round(step.score * 100)} ` +
              `(target ≥ 90), TBT ${figure(step.tbt, 0, ' ms')} (< 200 ms), CLS ${figure(step.cls, 3)} (< 0.1)`,
          );
        }
      }
    },
  );
}

await main();
