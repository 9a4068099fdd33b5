import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * An agency system's statement with a Carrier column and a running Balance per agent: Ann Keller's
 * Aetna and Foresters lines interleaved, each carrier's balance running on its own. Read per agent
 * alone, the balances did not run, and the Debit and Balance columns were refused as two balances
 * (or an agent was billed whichever carrier's balance came last).
 */
const STATEMENT =
  'Date,Carrier,Agent ID,Agent Name,Description,Debit,Credit,Balance\n' +
  '09/01/2026,Aetna,J1,"Keller, Ann",Chargeback,300.00,,300.00\n' +
  '09/02/2026,Foresters,J1,"Keller, Ann",Advance,1000.00,,1000.00\n' +
  '09/10/2026,Aetna,J1,"Keller, Ann",Commission offset,,100.00,200.00\n' +
  '09/20/2026,Foresters,J1,"Keller, Ann",Commission offset,,250.00,750.00\n' +
  '10/01/2026,Aetna,J2,"Lowe, Bart",Chargeback,80.25,,80.25\n' +
  '10/05/2026,Aetna,J1,"Keller, Ann",Chargeback,25.10,,225.10\n' +
  '10/31/2026,Foresters,J1,"Keller, Ann",Commission offset,,50.00,700.00\n';

describeApi('running-balance statements with a Carrier column', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it("bill each carrier its own last balance, leaving the other carrier's lines out", async () => {
    const underAetna = await upload(app(), '/api/upload/2', 'statement.csv', STATEMENT);
    expect(underAetna.statusCode, underAetna.body).toBe(200);
    const aetna = underAetna.json();
    expect(aetna.layout).toMatchObject({ runningBalance: true, columns: { amount: 'Balance', carrier: 'Carrier' } });
    expect(aetna.recordsProcessed).toBe(7);
    expect(aetna.errors).toEqual([
      'Rows 3, 5, 8: for Foresters Financial, not Aetna; not read here. Upload the file under Foresters Financial for them.',
    ]);
    expect(aetna.reviewCount).toBe(0);
    expect(await owedAtCarrier(app(), 2)).toEqual({ 'Ann Keller': 22_510, 'Bart Lowe': 8_025 });

    const underForesters = await upload(app(), '/api/upload/3', 'statement.csv', STATEMENT);
    expect(underForesters.statusCode, underForesters.body).toBe(200);
    expect(underForesters.json().errors).toEqual([
      'Rows 2, 4, 6, 7: for Aetna, not Foresters Financial; not read here. Upload the file under Aetna for them.',
    ]);
    expect(await owedAtCarrier(app(), 3)).toEqual({ 'Ann Keller': 70_000 });
    // Aetna's debts are as its own upload left them.
    expect(await owedAtCarrier(app(), 2)).toEqual({ 'Ann Keller': 22_510, 'Bart Lowe': 8_025 });
    expect(await owedAtCarrier(app(), 1)).toEqual({});
  });

  it('read a running balance without a Carrier column as before: each agent owes their last line', async () => {
    const aetnaOnly =
      'Date,Agent ID,Agent Name,Description,Debit,Credit,Balance\n' +
      '09/01/2026,J1,"Keller, Ann",Chargeback,300.00,,300.00\n' +
      '09/10/2026,J1,"Keller, Ann",Commission offset,,100.00,200.00\n' +
      '10/01/2026,J2,"Lowe, Bart",Chargeback,80.25,,80.25\n' +
      '10/05/2026,J1,"Keller, Ann",Chargeback,25.10,,225.10\n';
    const response = await upload(app(), '/api/upload/2', 'aetna.csv', aetnaOnly);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.runningBalance).toBe(true);
    expect(response.json().errors).toEqual([]);
    expect(await owedAtCarrier(app(), 2)).toEqual({ 'Ann Keller': 22_510, 'Bart Lowe': 8_025 });
  });
});
