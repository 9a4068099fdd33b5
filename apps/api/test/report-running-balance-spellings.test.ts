import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * An agency statement with a running Balance per agent and carrier whose Carrier column spells
 * Aetna several ways: Aetna's balance runs across the spellings and its last line is billed once.
 * Read as different carriers, each spelling's last line was billed and they were added up.
 */
const STATEMENT =
  'Date,Carrier,Agent ID,Agent Name,Description,Debit,Credit,Balance\n' +
  '09/01/2026,Aetna,J1,"Keller, Ann",Chargeback,300.00,,300.00\n' +
  '09/02/2026,Foresters,J1,"Keller, Ann",Advance,1000.00,,1000.00\n' +
  '09/10/2026,Aetna Life Insurance Company,J1,"Keller, Ann",Commission offset,,100.00,200.00\n' +
  '09/20/2026,Foresters,J1,"Keller, Ann",Commission offset,,250.00,750.00\n' +
  '10/01/2026,AETNA,J2,"Lowe, Bart",Chargeback,80.25,,80.25\n' +
  '10/05/2026,Aetna Inc.,J1,"Keller, Ann",Chargeback,25.10,,225.10\n' +
  '10/31/2026,Foresters Financial,J1,"Keller, Ann",Commission offset,,50.00,700.00\n';

describeApi('running-balance statements spelling one carrier several ways', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('bill Aetna its last balance across its spellings, and Foresters its own', async () => {
    const underAetna = await upload(app(), '/api/upload/2', 'statement.csv', STATEMENT);
    expect(underAetna.statusCode, underAetna.body).toBe(200);
    expect(underAetna.json().layout).toMatchObject({ runningBalance: true, columns: { amount: 'Balance' } });
    expect(underAetna.json().errors).toEqual([
      'Rows 3, 5, 8: for Foresters Financial, not Aetna; not read here. Upload the file under Foresters Financial for them.',
    ]);
    expect(await owedAtCarrier(app(), 2)).toEqual({ 'Ann Keller': 22_510, 'Bart Lowe': 8_025 });

    const underForesters = await upload(app(), '/api/upload/3', 'statement.csv', STATEMENT);
    expect(underForesters.statusCode, underForesters.body).toBe(200);
    expect(underForesters.json().errors).toEqual([
      'Rows 2, 4, 6, 7: for Aetna, not Foresters Financial; not read here. Upload the file under Aetna for them.',
    ]);
    expect(await owedAtCarrier(app(), 3)).toEqual({ 'Ann Keller': 70_000 });
  });
});
