import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * A carrier ledger that prints every line's amount as a positive number and says by a Transaction
 * Type column whether the line is an advance or chargeback (owed) or a repayment or recovery (paid
 * back). Read without the type, every repayment was billed: an agent who took a 500.00 advance and
 * repaid 200.00 was shown owing 700.00.
 */
describeApi('ledgers with a transaction type column', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  type Result = { recordsImported: number; errors: string[]; layout: { columns: Record<string, string> } };

  it('take repayments and recoveries off, and add advances and chargebacks', async () => {
    const ledger =
      'Writing Agent,Agent Name,Trans Date,Transaction Type,Amount\n' +
      'A100,Rosa Hernandez,01/05/2026,Advance,500.00\n' +
      'A100,Rosa Hernandez,02/05/2026,Advance Repayment,200.00\n' +
      'A200,Kim Lee,01/12/2026,Chargeback,80.00\n' +
      'A200,Kim Lee,02/12/2026,Chargeback Recovery,30.00\n' +
      'A300,June Park,03/01/2026,CB,45.10\n' +
      'A300,June Park,03/15/2026,PMT,45.10\n' +
      'A400,Linh Nguyen,03/20/2026,Chargeback Reversal,10.00\n' +
      'A400,Linh Nguyen,03/02/2026,Commission Reversal,60.00\n';
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', ledger);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as Result;
    expect(result.errors).toEqual([]);
    expect(result.recordsImported).toBe(8);
    expect(result.layout.columns).toMatchObject({ amount: 'Amount', transactionType: 'Transaction Type' });
    // June Park paid her chargeback back: she owes nothing, so no debt is opened for her.
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 30_000, 'Kim Lee': 5_000, 'Linh Nguyen': 5_000 });
  });

  it('ask about a line whose type says neither, and read the others', async () => {
    const ledger =
      'Writing Agent,Agent Name,Type,Amount\n' +
      'A100,Rosa Hernandez,Advance,500.00\n' +
      'A100,Rosa Hernandez,Payment,200.00\n' +
      'A200,Kim Lee,Adjustment,15.00\n' +
      'A300,June Park,Chargeback,45.10\n';
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', ledger);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as Result;
    expect(result.errors).toEqual([
      'Row 4: the transaction type "Adjustment" does not say whether the line adds to the debt or takes it off',
    ]);
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 30_000, 'June Park': 4_510 });
  });

  it('read a column of chargebacks alone, or beside a balance owed, as before', async () => {
    const chargebacks =
      'Writing Agent,Agent Name,Type,Chargeback Amount\n' +
      'A100,Rosa Hernandez,Chargeback,120.00\n' +
      'A100,Rosa Hernandez,Chargeback,30.00\n';
    const first = await upload(app(), '/api/upload/1', 'chargebacks.csv', chargebacks);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as Result).layout.columns.transactionType).toBeUndefined();
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 15_000 });

    // What is owed after every line: a payment line's balance is not turned round.
    const balances =
      'Writing Agent,Agent Name,Transaction Type,Balance Owed\n' +
      'A100,Rosa Hernandez,Payment,75.00\n' +
      'A200,Kim Lee,Advance,40.00\n';
    const second = await upload(app(), '/api/upload/1', 'balances.csv', balances);
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as Result).layout.columns.transactionType).toBeUndefined();
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 7_500, 'Kim Lee': 4_000 });
  });
});
