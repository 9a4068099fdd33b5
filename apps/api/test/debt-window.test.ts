import { beforeAll, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type Debt = { id: number; agentId: number; amount: number; debtAge: number; status: string; notes: string | null };
type DebtRow = Debt & { agentName: string; carrierName: string };

/** A CSV's cells as the text written (no number or date guessing). */
function parse(csv: string): string[][] {
  const book = XLSX.read(csv, { type: 'string', raw: true });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

/**
 * Issue 15: the Debts table searched, filtered and sorted by the server. A script reads it through
 * GET /api/debts (search, ageRange, sort, order), the screen a window at a time through tRPC
 * (debt.window: rows with their agent's and carrier's names, and the total), and the export
 * streams the same rows as CSV.
 */
describeApi('debts searched, filtered, sorted and exported by the server', ({ app, database, reset }) => {
  let ids: number[] = [];
  beforeAll(async () => {
    await reset();
    await initCompanies(app());
    ids = await insertAgents(database().db, [
      { name: 'Ann Able', npn: 'W1', carrier_id: 1 },
      { name: 'Bob Baker', npn: 'W2', carrier_id: 2 },
      { name: 'Cy 100% Sure_Thing', npn: 'W3', carrier_id: 3 },
    ]);
    const [ann, bob, cy] = ids as [number, number, number];
    await database()
      .db.insertInto('debts')
      .values([
        { agent_id: ann, carrier_id: 1, amount: '10.00', status: 'outstanding', incurred_on: daysAgo(10) },
        {
          agent_id: ann,
          carrier_id: 1,
          amount: '300.00',
          status: 'paid',
          incurred_on: daysAgo(60),
          notes: 'chargeback',
        },
        { agent_id: bob, carrier_id: 2, amount: '25.50', status: 'outstanding', incurred_on: daysAgo(95) },
        { agent_id: bob, carrier_id: 2, amount: '-5.00', status: 'outstanding', incurred_on: daysAgo(46) },
        {
          agent_id: cy,
          carrier_id: 3,
          amount: '7.25',
          status: 'terminated',
          incurred_on: daysAgo(400),
          notes: '=SUM(A1)',
        },
      ])
      .execute();
  });

  async function list(query: string) {
    const response = await app().inject({ method: 'GET', url: `/api/debts?${query}` });
    return {
      status: response.statusCode,
      total: response.headers['x-total-count'],
      body: response.json() as Debt[] & { message?: string },
    };
  }
  async function window(input: object) {
    const response = await app().inject({
      method: 'GET',
      url: `/trpc/debt.window?input=${encodeURIComponent(JSON.stringify(input))}`,
    });
    return {
      status: response.statusCode,
      data: (response.json() as { result: { data: { total: number; rows: DebtRow[] } } }).result?.data,
    };
  }

  it('GET /api/debts: search by agent name, id or notes; age range; sort and order; X-Total-Count', async () => {
    const byName = await list('search=bAKer');
    expect(byName.body.map((d) => d.agentId)).toEqual([ids[1], ids[1]]);
    expect(byName.total).toBe('2');
    expect((await list('search=CHARGEBACK')).body.map((d) => d.amount)).toEqual([300]);
    // The search's own % and _ are plain characters, not wildcards.
    expect((await list('search=100%25 Sure_')).body.map((d) => d.amount)).toEqual([7.25]);
    expect((await list('search=100%25 Sure_x')).body).toEqual([]);
    expect((await list('ageRange=46-90')).body.map((d) => d.debtAge)).toEqual([60, 46]);
    // Beyond the last range's end still counts as the last range (as in every report).
    expect((await list('ageRange=91%2B&sort=age')).body.map((d) => d.debtAge)).toEqual([95, 400]);
    expect((await list('sort=amount&order=desc')).body.map((d) => d.amount)).toEqual([300, 25.5, 10, 7.25, -5]);
    expect((await list('sort=amount&order=desc&limit=2&offset=1')).body.map((d) => d.amount)).toEqual([25.5, 10]);
    expect((await list('status=outstanding&sort=age')).body.map((d) => d.debtAge)).toEqual([10, 46, 95]);

    const wrong = await list('sort=size&ageRange=1-2');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/sort/);
    expect(wrong.body.message).toMatch(/ageRange/);
  });

  it('debt.window (tRPC): the rows in view with their names, sorted by agent or carrier, and the total', async () => {
    const first = await window({ sort: 'agent', order: 'desc', limit: 2 });
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(5);
    expect(first.data.rows.map((r) => r.agentName)).toEqual(['Cy 100% Sure_Thing', 'Bob Baker']);
    const next = await window({ sort: 'agent', order: 'desc', limit: 2, offset: 2 });
    expect(next.data.rows.map((r) => r.agentName)).toEqual(['Bob Baker', 'Ann Able']);
    const byCarrier = await window({ sort: 'carrier', carrierId: 2 });
    expect(byCarrier.data.total).toBe(2);
    expect(new Set(byCarrier.data.rows.map((r) => r.carrierName)).size).toBe(1);
    const none = await window({ search: 'nobody at all' });
    expect(none.data).toEqual({ total: 0, rows: [] });
    expect((await window({ limit: 501 })).status).toBe(400);
  });

  it('GET /api/debts/export.csv: the filtered rows, in order, as the Debts tab shows them', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/debts/export.csv?sort=amount&status=outstanding' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="debts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(response.body);
    expect(header).toEqual(['ID', 'Agent', 'Carrier', 'Amount', 'Age (days)', 'Status', 'Notes', 'Created']);
    expect(rows.map((r) => [r[1], r[3], r[4], r[5]])).toEqual([
      ['Bob Baker', '-5.00', '46', 'outstanding'],
      ['Ann Able', '10.00', '10', 'outstanding'],
      ['Bob Baker', '25.50', '95', 'outstanding'],
    ]);
    const cy = await app().inject({ method: 'GET', url: '/api/debts/export.csv?search=sure_' });
    // A note a spreadsheet would run as a formula is written as text.
    expect(parse(cy.body)[1]?.[6]).toBe("'=SUM(A1)");
    const wrong = await app().inject({ method: 'GET', url: '/api/debts/export.csv?limit=5' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/limit/);
  });
});
