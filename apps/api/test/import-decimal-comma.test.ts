import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * A report saved with European or French-Canadian regional settings: separated by semicolons, its
 * money written with a decimal comma. Read to the cent as written; US money in the same kind of
 * file is read as before.
 */
describeApi('decimal-comma money in a semicolon CSV', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const balances = async () =>
    ((await app().inject('/api/debts')).json() as { amount: number }[]).map((d) => d.amount).sort((a, b) => a - b);

  it('reads 1.234,56, 250,00, (1.000,00), -12,5 and 1 234,56 exactly', async () => {
    const csv =
      'Agent Code;Agent Name;Balance Due\n' +
      'W1;Ann One;1.234,56\nW2;Bo Two;250,00\nW3;Cy Three;(1.000,00)\nW4;Di Four;-12,5\nW5;Ed Five;1\u00a0234,56\n';
    const response = await upload(app(), '/api/upload/1', 'export-eu.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors ?? []).toEqual([]);
    expect(await balances()).toEqual([-1000, -12.5, 250, 1234.56, 1234.56]);
  });

  it('reads US money as before: 1,234.56 in either kind of CSV, 1,234 alone as thousands', async () => {
    const us = 'Agent Code;Agent Name;Balance Due\nW1;Ann One;1,234.56\nW2;Bo Two;250.00\n';
    const read = await upload(app(), '/api/upload/1', 'export-us.csv', us);
    expect(read.statusCode, read.body).toBe(200);
    expect(await balances()).toEqual([250, 1234.56]);

    const thousands = 'Agent Code;Agent Name;Balance Due\nW1;Ann One;1,234\nW2;Bo Two;2,500\n';
    expect((await upload(app(), '/api/upload/1', 'export-thousands.csv', thousands)).statusCode).toBe(200);
    expect(await balances()).toEqual([1234, 2500]);

    const comma = 'Agent Code,Agent Name,Balance Due\nW1,Ann One,"1,234.56"\nW2,Bo Two,"(2,000.50)"\n';
    expect((await upload(app(), '/api/upload/1', 'export-comma.csv', comma)).statusCode).toBe(200);
    expect(await balances()).toEqual([-2000.5, 1234.56]);
  });

  it('refuses a column mixing both forms row by row, guessing neither', async () => {
    const mixed = 'Agent Code;Agent Name;Balance Due\nW1;Ann One;1,234.56\nW2;Bo Two;250,00\nW3;Cy Three;75\n';
    const refused = await upload(app(), '/api/upload/1', 'export-mixed.csv', mixed);
    expect(refused.statusCode, refused.body).toBe(200);
    const errors = (refused.json() as { errors?: string[] }).errors ?? [];
    expect(errors.join('\n')).toMatch(/Row 2: .*1,234\.56.*mixed/);
    expect(errors.join('\n')).toMatch(/Row 3: .*250,00.*mixed/);
  });
});
