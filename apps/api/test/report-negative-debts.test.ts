import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * Clawbacks printed as deductions under "Clawback Amount" (Ethos), with a reinstated policy's
 * clawback reversed as a positive row. Read by "a mix of signs: positive is owed", every clawback
 * was stored as a credit: William Smith -300.00 where he owes 300.00.
 */
const CLAWBACKS =
  'Agent NPN,Agent Name,Policy Number,Clawback Date,Clawback Amount,Reason\n' +
  '17000001,William Smith,ET100001,2026-10-02,-300.00,Lapse within 6 months\n' +
  '17000001,William Smith,ET100002,2026-10-09,-150.00,Lapse\n' +
  '17000001,William Smith,ET100002,2026-10-20,150.00,Reinstated - clawback reversed\n' +
  '17000002,Maria Garcia,ET100010,2026-09-12,-80.00,Not taken\n' +
  '17000005,Deborah Harris,ET100020,2026-10-25,-45.00,Cancelled\n';

describeApi('debt columns whose amounts are mostly below zero', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('owe the negatives when every positive row says it reversed one, and the result says so', async () => {
    const response = await upload(app(), '/api/upload/1', 'clawbacks.csv', CLAWBACKS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.reversalsTakenOff).toBe(1);
    expect(await owedAtCarrier(app(), 1)).toEqual({
      'William Smith': 30_000,
      'Maria Garcia': 8_000,
      'Deborah Harris': 4_500,
    });
  });

  it('are refused when a positive row does not say so, then read by the sign saved in the layout', async () => {
    const unsaid = CLAWBACKS.replace('Reinstated - clawback reversed', 'Adjustment');
    const refused = await upload(app(), '/api/upload/1', 'clawbacks.csv', unsaid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^Most amounts in "Clawback Amount" are below zero \(4 of 5 rows\).*Companies → Report layout; nothing was imported\.$/,
    );
    expect(await owedAtCarrier(app(), 1)).toEqual({});

    const layout = {
      sheet: null,
      headerRow: 1,
      headers: ['Agent NPN', 'Agent Name', 'Policy Number', 'Clawback Date', 'Clawback Amount', 'Reason'],
      columns: { npn: 'Agent NPN', name: 'Agent Name', date: 'Clawback Date', amount: 'Clawback Amount' },
      amountSign: 'owed-negative',
    };
    const saved = await app().inject({ method: 'PUT', url: '/api/carriers/1/report-layout', payload: layout });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await upload(app(), '/api/upload/1', 'clawbacks.csv', unsaid);
    expect(read.statusCode, read.body).toBe(200);
    expect(await owedAtCarrier(app(), 1)).toEqual({
      'William Smith': 30_000,
      'Maria Garcia': 8_000,
      'Deborah Harris': 4_500,
    });
  });
});
