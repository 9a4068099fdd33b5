import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { multipart, upload } from './uploads';

const AMBIGUOUS = 'Agent Code,Agent Name,Balance Due,Net Balance\nA1,Ann One,100.00,90.00\nA2,Bo Two,50.00,45.00\n';
const NEXT_MONTH = 'Agent Code,Agent Name,Balance Due,Net Balance\nA1,Ann One,80.00,70.00\nA3,Cy Three,5.00,4.50\n';
const LAYOUT = {
  sheet: null,
  headerRow: 1,
  headers: ['Agent Code', 'Agent Name', 'Balance Due', 'Net Balance'],
  columns: { writingNumber: 'Agent Code', name: 'Agent Name', amount: 'Net Balance' },
};

describeApi('report layouts saved per carrier', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const totalAt = async (carrierId: number) => {
    const debts = (await app().inject({ method: 'GET', url: '/api/debts' })).json() as {
      carrierId: number;
      amount: number;
      status: string;
    }[];
    return debts
      .filter((debt) => debt.carrierId === carrierId && debt.status !== 'paid')
      .reduce((sum, debt) => sum + Math.round(debt.amount * 100), 0);
  };

  it('a report detection cannot decide is mapped once; the next report from that carrier imports with no step', async () => {
    const refused = await upload(app(), '/api/upload/1', 'march.csv', AMBIGUOUS);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/"Balance Due" and "Net Balance"/);
    expect(await totalAt(1)).toBe(0);

    expect((await app().inject({ method: 'GET', url: '/api/carriers/1/report-layout' })).statusCode).toBe(404);
    const saved = await app().inject({ method: 'PUT', url: '/api/carriers/1/report-layout', payload: LAYOUT });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      carrierId: 1,
      headerRow: 1,
      amountSign: 'owed-positive',
      columns: LAYOUT.columns,
    });
    expect((await app().inject({ method: 'GET', url: '/api/carriers/1/report-layout' })).json()).toEqual(saved.json());

    const march = await upload(app(), '/api/upload/1', 'march.csv', AMBIGUOUS);
    expect(march.statusCode, march.body).toBe(200);
    expect(march.json().layout).toMatchObject({ source: 'saved', columns: { amount: 'Net Balance' } });
    expect(await totalAt(1)).toBe(13500);

    const april = await upload(app(), '/api/upload/1', 'april.csv', NEXT_MONTH);
    expect(april.statusCode, april.body).toBe(200);
    expect(april.json().layout.source).toBe('saved');
    expect(await totalAt(1)).toBe(7450);
    // Another carrier has no saved layout: the same file is still refused there.
    expect((await upload(app(), '/api/upload/2', 'march.csv', AMBIGUOUS)).statusCode).toBe(400);
  });

  it('maps one of two columns with the same header by its place, and asks which when told only the header', async () => {
    const twoAmounts =
      'Agent Code,Agent Name,Amount,Date,Amount,Date\nA1,Ann One,1200.00,01/05/2026,300.00,10/01/2026\nA2,Bo Two,900.00,02/05/2026,150.00,10/02/2026\n';
    const refused = await upload(app(), '/api/upload/1', 'dup.csv', twoAmounts);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/"Amount \(column 3\)" and "Amount \(column 5\)"/);
    const headers = ['Agent Code', 'Agent Name', 'Amount', 'Date', 'Amount', 'Date'];
    const unsaid = await app().inject({
      method: 'PUT',
      url: '/api/carriers/1/report-layout',
      payload: { ...LAYOUT, headers, columns: { writingNumber: 'Agent Code', amount: 'Amount' } },
    });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().message).toMatch(/"Amount" names more than one column: say which, as "Amount \(column 3\)"/);
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/carriers/1/report-layout',
      payload: {
        ...LAYOUT,
        headers,
        columns: {
          writingNumber: 'Agent Code',
          name: 'Agent Name',
          amount: 'Amount (column 5)',
          date: 'Date (column 6)',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const imported = await upload(app(), '/api/upload/1', 'dup.csv', twoAmounts);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().layout).toMatchObject({
      source: 'saved',
      columns: { amount: 'Amount (column 5)', date: 'Date (column 6)' },
    });
    expect(await totalAt(1)).toBe(45000);

    // The same report with the table moved a column to the right: the second "Amount" is still read.
    const shifted = twoAmounts
      .split('\n')
      .map((line) => (line ? `,${line}` : line))
      .join('\n');
    const moved = await upload(app(), '/api/upload/1', 'dup-shifted.csv', shifted);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().layout).toMatchObject({ source: 'saved', columns: { amount: 'Amount (column 6)' } });
    expect(await totalAt(1)).toBe(45000);
  });

  it('finds the saved header wherever it stands now, and falls back to detection when the carrier changed its header', async () => {
    await app().inject({ method: 'PUT', url: '/api/carriers/1/report-layout', payload: LAYOUT });
    const moved = await upload(app(), '/api/upload/1', 'moved.csv', `Statement\nOctober\n\n${AMBIGUOUS}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().layout).toMatchObject({ source: 'saved', headerRow: 4 });
    const changed = await upload(
      app(),
      '/api/upload/1',
      'new.csv',
      'Writing Number,Agent Name,Balance\nA1,Ann One,1.00\n',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().layout.source).toBe('detected');
  });

  it('turns round a carrier that prints what agents owe as negative numbers', async () => {
    const layout = {
      ...LAYOUT,
      headers: ['Agent Code', 'Agent Name', 'Agent Balance'],
      columns: { writingNumber: 'Agent Code', name: 'Agent Name', amount: 'Agent Balance' },
      amountSign: 'owed-negative',
    };
    expect(
      (await app().inject({ method: 'PUT', url: '/api/carriers/2/report-layout', payload: layout })).statusCode,
    ).toBe(200);
    const response = await upload(
      app(),
      '/api/upload/2',
      'r.csv',
      'Agent Code,Agent Name,Agent Balance\nB1,Ann,-250.00\nB2,Bo,10.00\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await totalAt(2)).toBe(24000);
  });

  it('refuses a layout without a balance or an agent column, or naming a header the file does not have', async () => {
    for (const [columns, problem] of [
      [{ name: 'Agent Name' }, /columns\.amount: choose the balance column/],
      [{ amount: 'Balance Due' }, /names the agent/],
      [{ name: 'Agent Name', amount: 'Balance' }, /"Balance" is not one of the headers/],
      [{ name: 'Agent Name', amount: 'Agent Name' }, /one field only/],
    ] as const) {
      const response = await app().inject({
        method: 'PUT',
        url: '/api/carriers/1/report-layout',
        payload: { ...LAYOUT, columns },
      });
      expect(response.statusCode, JSON.stringify(columns)).toBe(400);
      expect(response.json().message).toMatch(problem);
    }
    const unknown = await app().inject({ method: 'PUT', url: '/api/carriers/99/report-layout', payload: LAYOUT });
    expect(unknown.statusCode).toBe(404);
  });

  it('forgets a layout on DELETE, and with its carrier', async () => {
    await app().inject({ method: 'PUT', url: '/api/carriers/1/report-layout', payload: LAYOUT });
    expect((await app().inject({ method: 'DELETE', url: '/api/carriers/1/report-layout' })).json()).toEqual({
      success: true,
    });
    expect((await app().inject({ method: 'DELETE', url: '/api/carriers/1/report-layout' })).statusCode).toBe(404);
    const created = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Ethos', code: 'ETHOS' },
    });
    const id = created.json().id as number;
    await app().inject({ method: 'PUT', url: `/api/carriers/${id}/report-layout`, payload: LAYOUT });
    expect((await app().inject({ method: 'DELETE', url: `/api/carriers/${id}` })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: `/api/carriers/${id}/report-layout` })).statusCode).toBe(404);
  });

  it('inspects a report for mapping without writing anything: first rows, what was detected, why not', async () => {
    const body = multipart('march.csv', AMBIGUOUS);
    const inspected = await app().inject({ method: 'POST', url: '/api/upload/1/inspect', ...body });
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect(inspected.json()).toMatchObject({
      sheets: [
        {
          name: null,
          rows: [LAYOUT.headers, ['A1', 'Ann One', '100.00', '90.00'], ['A2', 'Bo Two', '50.00', '45.00']],
        },
      ],
      detected: null,
      problem: expect.stringMatching(/Two columns could be the balance owed/),
      saved: null,
    });
    const clear = multipart('ok.csv', 'Writing Number,Agent Name,Balance\nA1,Ann One,1.00\n');
    const detected = await app().inject({ method: 'POST', url: '/api/upload/1/inspect', ...clear });
    expect(detected.json().detected).toMatchObject({
      headerRow: 1,
      columns: { writingNumber: 'Writing Number', name: 'Agent Name', amount: 'Balance' },
    });
    expect((await app().inject({ method: 'GET', url: '/api/file-uploads' })).json()).toEqual([]);
    expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toEqual([]);
  });
});
