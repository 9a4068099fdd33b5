import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * An account activity report in sections, each under a heading alone on its row ("CHARGEBACKS",
 * then "RECOVERIES" with the header repeated), every amount printed positive. The recoveries' heading
 * was read as a page label and each recovery billed as one more debt: 800.00 owed for 400.00.
 */
const ACTIVITY =
  'Banner Life / LGA - Agent Account Activity\n' +
  'Statement Date: 10/31/2026\n' +
  '\n' +
  'CHARGEBACKS\n' +
  'Agent #,Agent Name,Policy #,Date,Amount\n' +
  'BN482,"SMITH, WILLIAM H",BN100001,10/05/2026,600.00\n' +
  'BN517,"GARCIA, MARIA L",BN100002,10/08/2026,90.00\n' +
  'BN905,"HARRIS, DEBORAH",BN100003,10/15/2026,300.00\n' +
  '\n' +
  'RECOVERIES\n' +
  'Agent #,Agent Name,Policy #,Date,Amount\n' +
  'BN482,"SMITH, WILLIAM H",BN100001,10/20/2026,200.00\n' +
  'BN905,"HARRIS, DEBORAH",BN100003,10/25/2026,300.00\n';

describeApi('reports whose section headings name a kind of line', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('take the lines under a recoveries heading off, and the result names the headings', async () => {
    const response = await upload(app(), '/api/upload/1', 'activity.csv', ACTIVITY);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.errors).toEqual([]);
    expect(result.layout.sections).toEqual([
      { heading: 'CHARGEBACKS', effect: 'adds' },
      { heading: 'RECOVERIES', effect: 'takesOff' },
    ]);
    // Deborah Harris's chargeback was recovered in full: nothing is owed, so no debt is opened for her.
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'WILLIAM H SMITH': 40_000, 'MARIA L GARCIA': 9_000 });
  });

  it('read the lines under a heading of unknown words as printed', async () => {
    const response = await upload(
      app(),
      '/api/upload/1',
      'activity.csv',
      ACTIVITY.replace('RECOVERIES', 'OTHER ITEMS'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.sections).toBeUndefined();
    expect(await owedAtCarrier(app(), 1)).toEqual({
      'WILLIAM H SMITH': 80_000,
      'MARIA L GARCIA': 9_000,
      'DEBORAH HARRIS': 60_000,
    });
  });
});
