/**
 * Imports one right after another, as staff upload them: a roster of 20,000 people with a writing
 * number each (SureLC-style: NPN, names, Upline NPN, Writing Number, Carrier) into a new database,
 * the same roster again at once, then each carrier's report of those 20,000 people (a balance
 * each) at once, then next month's report of the first carrier (every balance changed). Each
 * upload goes to the built server (`POST /api/import-agents`, `POST /api/upload/{carrier}`) with
 * no pause in between: the server refreshes the planner's statistics a second after a write, so
 * an upload that follows at once is planned on what the import before it wrote, or on what was
 * there before. Prints each upload's time.
 *
 *   pnpm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/import-in-a-row.ts
 */
import { randomBytes } from 'node:crypto';
import { spawnBuiltServer, stopServer, waitUntilServing, withAdmin, serverUrl } from './admin';

const PEOPLE = Number(process.env.PEOPLE ?? 20_000);
const CARRIERS = ['American Amicable', 'Aetna', 'Foresters Financial'] as const;
const API_KEY = `bench-${randomBytes(12).toString('hex')}`;
const PORT = 3960 + Math.floor(Math.random() * 9);

const npn = (i: number) => String(40_000_000 + i);
const writingNumber = (i: number) => `W${String(i).padStart(6, '0')}`;

/** The roster: each person's upline is someone listed before them; each writes for one carrier. */
function roster(): string {
  const lines = ['NPN,First Name,Last Name,Upline NPN,Status,Writing Number,Carrier'];
  for (let i = 0; i < PEOPLE; i++) {
    const upline = i < 10 ? '' : npn(Math.floor((i * 7919) % i));
    lines.push(`${npn(i)},First${i},Last${i},${upline},Active,${writingNumber(i)},${CARRIERS[i % 3]}`);
  }
  return lines.join('\n');
}

/** A carrier's report of everyone's balance; `month` 1 is the next month's, every balance changed. */
function report(month: number): string {
  const lines = ['Writing Number,Agent Name,NPN,Balance Due,Chargeback Date'];
  for (let i = 0; i < PEOPLE; i++) {
    const cents = 100 + ((i * 7919 + month * 104_729) % 250_000);
    lines.push(
      `${writingNumber(i)},"Last${i}, First${i}",${npn(i)},${(cents / 100).toFixed(2)},10/${1 + (i % 28)}/2026`,
    );
  }
  return lines.join('\n');
}

async function upload(base: string, path: string, filename: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), filename);
  const start = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}` },
    body: form,
  });
  const body = (await response.json()) as Record<string, unknown>;
  const seconds = (performance.now() - start) / 1000;
  if (!response.ok) throw new Error(`${path} refused (${response.status}): ${String(body.message)}`);
  return { seconds, body };
}

async function main() {
  const name = `agentledger_row_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = spawnBuiltServer(url.toString(), PORT, { API_KEYS: API_KEY });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitUntilServing(base);
    await fetch(`${base}/api/init-companies`, { method: 'POST', headers: { authorization: `Bearer ${API_KEY}` } });
    const list = roster();
    const steps: [string, string, string, string][] = [
      ['roster into a new database', '/api/import-agents', 'roster.csv', list],
      ['the same roster again', '/api/import-agents', 'roster.csv', list],
      ...CARRIERS.map((carrier, i): [string, string, string, string] => [
        `${carrier}'s report`,
        `/api/upload/${i + 1}`,
        'report.csv',
        report(0),
      ]),
      [`${CARRIERS[0]}'s next month`, '/api/upload/1', 'next.csv', report(1)],
    ];
    console.log(`${PEOPLE.toLocaleString('en-US')} people; each upload right after the one before`);
    for (const [label, path, filename, text] of steps) {
      const { seconds, body } = await upload(base, path, filename, text);
      const changes = body.changes as
        { new: number; increased: number; decreased: number; cleared: number } | undefined;
      const what = changes
        ? `new ${changes.new}, changed ${changes.increased + changes.decreased}, cleared ${changes.cleared}`
        : `imported ${String(body.imported)}, updated ${String(body.updated)}`;
      console.log(`${label.padEnd(36)} ${seconds.toFixed(2).padStart(6)} s  (${what})`);
    }
  } finally {
    await stopServer(server);
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
