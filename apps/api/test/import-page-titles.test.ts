import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { knownAgent, owedByWritingNumber, upload } from './uploads';

/**
 * A report printed over several pages repeats its title on each, the page number in another cell:
 * "ACME LIFE - AGENT DEBIT BALANCES,,,,Page 2 of 3", "Run Date: 11/20/2026,,,,Page 2 of 3", "Printed
 * 11/20/2026 08:15 AM,,,,Page 3 of 3". Those lines are no one's and no row error; an agent's row whose
 * balance is blank ("40216,ROE RICK,,,") still is one. Balances written by hand.
 */
const FLAT = [
  'ACME LIFE - AGENT DEBIT BALANCES,,,,Page 1 of 3',
  'Run Date: 11/20/2026,,,,',
  'Writing Number,Agent Name,Policy,Debit Balance,As Of',
  '40213,"SMITH, JOHN",LB1,100.00,10/31/2026',
  '40214,"DOE, JANE",LB2,25.50,10/31/2026',
  'ACME LIFE - AGENT DEBIT BALANCES,,,,Page 2 of 3',
  'Run Date: 11/20/2026,,,,Page 2 of 3',
  'Writing Number,Agent Name,Policy,Debit Balance,As Of',
  '40215,"LEE, PAT",LB3,30.00,10/31/2026',
  '40216,ROE RICK,,,',
  '40214,"DOE, JANE",LB5,4.50,10/31/2026',
  'ACME LIFE - AGENT DEBIT BALANCES,,,,Page 3 of 3',
  'Printed 11/20/2026 08:15 AM,,,,Page 3 of 3',
  '40217,"KING, ANN",LB4,40.00,10/31/2026',
  '',
].join('\n');

describeApi("a report's title repeated on each page, with its page number", ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const db = () => database().db;

  it('reads the balances under every page; only the agent row with a blank balance is a row error', async () => {
    await knownAgent(db(), { name: 'SMITH, JOHN', writingNumber: '40213', owed: 80 });
    const response = await upload(app(), '/api/upload/1', 'debit-balances.csv', FLAT);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.errors).toEqual(['Row 10: the amount "" is not a number']);
    expect(body.review).toHaveLength(1);
    expect(body.review[0]).toMatchObject({ rowNumber: 10, writingNumber: '40216', name: 'ROE RICK' });
    expect(body.changes).toMatchObject({ new: 3, increased: 1, totalAfter: 200 });
    expect(await owedByWritingNumber(db())).toEqual({
      '40213': { name: 'SMITH, JOHN', owed: 100 },
      '40214': { name: 'JANE DOE', owed: 30 },
      '40215': { name: 'PAT LEE', owed: 30 },
      '40217': { name: 'ANN KING', owed: 40 },
    });
  });
});
