import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { multipart, upload } from './uploads';

/**
 * A report whose every amount is below zero: a carrier that prints what agents owe as negative
 * numbers (chargebacks taken back from commissions), or a list of credits. The product does not
 * guess: it asks once, and the carrier's saved sign reads its later reports with no step.
 */
const RECOVERIES =
  'Writing Agent,Writing Agent Name,Policy Number,Recovery Amount,Recovery Date\n' +
  'W7781,Maria Garcia,P-99812,-125.00,09/14/2026\n' +
  'W7781,Maria Garcia,P-99813,-80.50,09/20/2026\n' +
  'W7790,Kevin Lee,P-99900,-42.00,10/02/2026\n';

describeApi('reports whose every amount is below zero', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const openAt = async (carrierId: number) => {
    const debts = (await app().inject('/api/debts')).json() as { carrierId: number; amount: number; status: string }[];
    return debts
      .filter((debt) => debt.carrierId === carrierId && debt.status !== 'paid')
      .reduce((sum, debt) => sum + Math.round(debt.amount * 100), 0);
  };

  it('are refused with where to say how the carrier prints amounts owed, and nothing changes', async () => {
    const refused = await upload(app(), '/api/upload/2', 'recoveries.csv', RECOVERIES);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Every amount in "Recovery Amount" is below zero (3 rows): this carrier may print what agents owe as negative ' +
        'numbers, or every agent listed has a credit. Say how amounts owed are shown under Companies → Report layout; ' +
        'nothing was imported.',
    );
    expect(await openAt(2)).toBe(0);
    expect((await app().inject('/api/agents')).json()).toEqual([]);
    const history = (await app().inject('/api/file-uploads')).json() as { status: string }[];
    expect(history.map((h) => h.status)).toEqual(['failed']);

    // The layout dialog's inspection says why, beside the columns it found.
    const inspected = await app().inject({
      method: 'POST',
      url: '/api/upload/2/inspect',
      ...multipart('recoveries.csv', RECOVERIES),
    });
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect(inspected.json()).toMatchObject({
      detected: { columns: { writingNumber: 'Writing Agent', amount: 'Recovery Amount' } },
      problem: refused.json().message,
    });
  });

  it('import as owed once the carrier’s layout says owed amounts are negative, and the next report with no step', async () => {
    const layout = {
      sheet: null,
      headerRow: 1,
      headers: ['Writing Agent', 'Writing Agent Name', 'Policy Number', 'Recovery Amount', 'Recovery Date'],
      columns: {
        writingNumber: 'Writing Agent',
        name: 'Writing Agent Name',
        amount: 'Recovery Amount',
        date: 'Recovery Date',
      },
      amountSign: 'owed-negative',
    };
    const saved = await app().inject({ method: 'PUT', url: '/api/carriers/2/report-layout', payload: layout });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = await upload(app(), '/api/upload/2', 'recoveries.csv', RECOVERIES);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().layout.source).toBe('saved');
    expect(await openAt(2)).toBe(24_750);
    const next = await upload(app(), '/api/upload/2', 'next.csv', RECOVERIES.replace('-42.00', '-40.00'));
    expect(next.statusCode, next.body).toBe(200);
    expect(await openAt(2)).toBe(24_550);
  });

  it('are read as written when the report says so itself: CR marks (in parentheses too), or a mix of owed and credits', async () => {
    const marked = await upload(
      app(),
      '/api/upload/1',
      'credits.csv',
      'Agent Code,Agent Name,Balance\nA1,Ann One,25.00 CR\nA2,Bo Two,10.00 CR\n',
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await openAt(1)).toBe(-3_500);
    // The mark in parentheses, as some statements print it, says so as well.
    const parenthesised = await upload(
      app(),
      '/api/upload/2',
      'credits.csv',
      'Agent Code,Agent Name,Balance\nA3,Cy Three,12.00 (CR)\nA4,Di Four,$3.00 (cr)\n',
    );
    expect(parenthesised.statusCode, parenthesised.body).toBe(200);
    expect(await openAt(2)).toBe(-1_500);
    const mixed = await upload(
      app(),
      '/api/upload/3',
      'mixed.csv',
      'Agent Code,Agent Name,Balance\nA1,Ann One,-25.00\nA2,Bo Two,100.00\n',
    );
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(await openAt(3)).toBe(7_500);
  });
});
