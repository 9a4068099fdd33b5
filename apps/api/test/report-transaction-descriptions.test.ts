import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * A carrier ledger with no Type column but a free-text Description beside every line's amount,
 * printed positive: "Advance - Policy 123", "Payment received - thank you". Read without the
 * descriptions, every repayment was billed: Rosa Hernandez, who took 500.00 and repaid 200.00, was
 * shown owing 700.00.
 */
const LEDGER =
  'Writing Agent,Agent Name,Trans Date,Description,Amount\n' +
  'A100,Rosa Hernandez,01/05/2026,Advance - Policy 123,500.00\n' +
  'A100,Rosa Hernandez,02/05/2026,Payment received - thank you,200.00\n' +
  'A200,Kim Lee,01/12/2026,Chargeback: lapse,80.10\n' +
  'A200,Kim Lee,02/12/2026,Repayment via commission offset,30.05\n' +
  'A300,June Park,03/01/2026,Chargeback: lapse,45.10\n' +
  'A300,June Park,03/15/2026,Reversal of chargeback,45.10\n' +
  'A400,Linh Nguyen,03/02/2026,Advance - Policy 9,60.00\n' +
  'A400,Linh Nguyen,03/20/2026,Recovery,10.00\n';

describeApi('ledgers with a Description column', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('take payments, repayments, recoveries and reversed chargebacks off', async () => {
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', LEDGER);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.errors).toEqual([]);
    expect(result.recordsImported).toBe(8);
    expect(result.layout.columns).toMatchObject({ amount: 'Amount', transactionType: 'Description' });
    // June Park's chargeback was reversed: she owes nothing, so no debt is opened for her.
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 30_000, 'Kim Lee': 5_005, 'Linh Nguyen': 5_000 });
  });

  it('ask about a description that says no direction, and read the others', async () => {
    const ledger = LEDGER + 'A500,Ana Diaz,03/25/2026,Adjustment,15.00\n';
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', ledger);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.errors).toEqual([
      'Row 10: the description "Adjustment" does not say whether the line adds to the debt or takes it off',
    ]);
    expect(result.reviewCount).toBe(1);
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 30_000, 'Kim Lee': 5_005, 'Linh Nguyen': 5_000 });
  });

  it('change nothing beside a balance owed', async () => {
    const balances =
      'Writing Agent,Agent Name,Memo,Balance Owed\n' +
      'A100,Rosa Hernandez,Payment received - thank you,75.00\n' +
      'A200,Kim Lee,Advance - Policy 9,40.00\n';
    const response = await upload(app(), '/api/upload/1', 'balances.csv', balances);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.columns.transactionType).toBeUndefined();
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 7_500, 'Kim Lee': 4_000 });
  });
});
