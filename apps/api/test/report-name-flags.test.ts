import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * A debit list of terminated agents flags their names ("(TERM)", "*", "- TERM", "*T*"). With half
 * the names flagged the report was refused ("No column names the agent … found Agent Name, Debit
 * Balance"), and a flag kept in a name was stored with a new person ("RICHARD *T* ROE").
 */
const HALF_FLAGGED =
  'Agent Name,Debit Balance,Last Chargeback Date\n' +
  '"SMITH, WILLIAM H",250.00,10/10/2026\n' +
  '"GARCIA, MARIA L (TERM)",80.00,09/01/2026\n' +
  '"NGUYEN, LINH (TERM)",40.00,08/01/2026\n' +
  '"HARRIS, DEBORAH (TERM)",65.00,07/01/2026\n' +
  '"OKAFOR, CHIDI",15.00,07/01/2026\n' +
  '"WATSON, MARY-JANE",25.00,07/01/2026\n';

const NEW_PEOPLE =
  'Agent #,Agent Name,Debit Balance\n' +
  'N001,"DOE, JANE (TERM)",100.00\n' +
  'N002,"ROE, RICHARD *T*",50.00\n' +
  'N003,"*POE, EDGAR",25.00\n' +
  'N004,"LOE, LISA - TERM",10.00\n' +
  'N005,"MOE, MIKE",10.00\n';

describeApi('names flagged as terminated', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('bill a debit list whose names are flagged, each agent under their name alone', async () => {
    const response = await upload(app(), '/api/upload/1', 'terminated.csv', HALF_FLAGGED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.columns).toMatchObject({ name: 'Agent Name', amount: 'Debit Balance' });
    expect(response.json().errors).toEqual([]);
    expect(await owedAtCarrier(app(), 1)).toEqual({
      'WILLIAM H SMITH': 25_000,
      'MARIA L GARCIA': 8_000,
      'LINH NGUYEN': 4_000,
      'DEBORAH HARRIS': 6_500,
      'CHIDI OKAFOR': 1_500,
      'MARY-JANE WATSON': 2_500,
    });
  });

  it('store new people without the flags, and match them by name the next month when the flag is gone', async () => {
    const first = await upload(app(), '/api/upload/2', 'new.csv', NEW_PEOPLE);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().changes).toMatchObject({ new: 5 });
    expect(await owedAtCarrier(app(), 2)).toEqual({
      'JANE DOE': 10_000,
      'RICHARD ROE': 5_000,
      'EDGAR POE': 2_500,
      'LISA LOE': 1_000,
      'MIKE MOE': 1_000,
    });
    const unflagged = 'Agent Name,Debit Balance\n"DOE, JANE",90.00\n"ROE, RICHARD",50.00\n';
    const next = await upload(app(), '/api/upload/2', 'next.csv', unflagged);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().changes).toMatchObject({ new: 0 });
    expect(next.json().reviewCount).toBe(0);
    expect(await owedAtCarrier(app(), 2)).toMatchObject({ 'JANE DOE': 9_000, 'RICHARD ROE': 5_000 });
  });
});
