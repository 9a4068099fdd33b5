import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * `="000903"`: how many systems write a writing number, an NPN or a ZIP code into a CSV so that
 * Excel keeps its leading zeros. The cell is the text inside the quotes; read as written, a report's
 * writing numbers and NPNs were not taken for identifiers at all and its rows matched by name alone.
 */
describeApi('CSV cells written as Excel text formulas (="000903")', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  type Agent = { id: number; name: string; agentId: string | null; npn: string | null; zipcode: string | null };
  const agents = async () => (await app().inject('/api/agents')).json() as Agent[];

  it('are read as the text inside in a carrier report: writing numbers and NPNs keep their zeros', async () => {
    const report =
      'Writing Number,Agent Name,NPN,Balance\n' +
      '="000903",Ann One,="0012345678",10.00\n' +
      '"=""000904""",Bo Two,="0012345679",20.00\n';
    const response = await upload(app(), '/api/upload/1', 'report.csv', report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.columns).toMatchObject({ writingNumber: 'Writing Number', npn: 'NPN' });
    const people = (await agents()).map(({ name, agentId, npn }) => ({ name, agentId, npn }));
    expect(people).toEqual(
      expect.arrayContaining([
        { name: 'Ann One', agentId: '000903', npn: '0012345678' },
        { name: 'Bo Two', agentId: '000904', npn: '0012345679' },
      ]),
    );
  });

  it("'001001, Excel's text prefix written out, is the code after it: two people of one name stay two", async () => {
    const report =
      'CICA Life - Agent Balance Listing\n' +
      'Agent No.,Agent Name,Balance,Date of Last Chargeback\n' +
      '\'001001,"SMITH, JOHN",300.00,10/15/26\n' +
      '\'002002,"SMITH, JOHN",200.00,09/30/26\n' +
      '\'003003,"\'T HOOFT, ANN",50.00,11/01/26\n';
    const response = await upload(app(), '/api/upload/1', 'balances.csv', report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.columns).toMatchObject({ writingNumber: 'Agent No.' });
    const people = (await agents()).map(({ name, agentId }) => ({ name, agentId }));
    expect(people).toEqual(
      expect.arrayContaining([
        { name: 'JOHN SMITH', agentId: '001001' },
        { name: 'JOHN SMITH', agentId: '002002' },
        { name: "ANN 'T HOOFT", agentId: '003003' },
      ]),
    );
    expect(people).toHaveLength(3);
    const debts = (await app().inject('/api/debts')).json() as { amount: string }[];
    expect(debts.map((debt) => Number(debt.amount)).sort((a, b) => a - b)).toEqual([50, 200, 300]);
  });

  it('are read as the text inside in an agent list', async () => {
    const list = 'First Name,Last Name,NPN,Zipcode\nCy,Three,="0071000001",="02134"\n';
    const response = await upload(app(), '/api/import-agents', 'agents.csv', list);
    expect(response.statusCode, response.body).toBe(200);
    expect(await agents()).toEqual([
      expect.objectContaining({ name: 'Cy Three', npn: '0071000001', zipcode: '02134' }),
    ]);
  });
});
