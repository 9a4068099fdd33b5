import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = { id: number; name: string; npn: string | null; carrierId: number | null; totalDebt: number };

/**
 * Carrier exports as their portals give them, read the way a person reads them: a DR/CR mark in a
 * column with no header, a statement date in a title line a CSV split at its comma, a tab-separated
 * .txt, a settled debt's balance left blank. What is checked is what staff see after the import.
 */
describeApi('carrier exports as portals give them', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const balances = async (carrierId: number) => {
    const agents = (await app().inject('/api/agents')).json() as Agent[];
    return Object.fromEntries(agents.filter((a) => a.carrierId === carrierId).map((a) => [a.name, a.totalDebt]));
  };
  const incurred = async () => {
    const debts = (await app().inject('/api/debts')).json() as { incurredOn: string }[];
    return [...new Set(debts.map((d) => d.incurredOn))];
  };
  const imported = async (filename: string, data: string, carrierId = 1) => {
    const response = await upload(app(), `/api/upload/${carrierId}`, filename, data);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { errors: string[]; reviewCount: number; layout: Record<string, unknown> };
  };

  it('reads CR in a column with no header as a credit, right or left of the balance', async () => {
    const right = await imported(
      'cr.csv',
      'Agent Code,Agent Name,Balance,\nA1,"ONE, AL",250.00,CR\nA2,"TWO, BO",100.00,\nA3,"THREE, CY",75.00,DR\n',
    );
    expect(right.errors).toEqual([]);
    expect(right.layout.columns).toMatchObject({ amount: 'Balance', debitCredit: 'column 4' });
    expect(await balances(1)).toEqual({ 'AL ONE': -250, 'BO TWO': 100, 'CY THREE': 75 });
    await imported('cr-left.csv', 'Agent Code,Agent Name,,Balance\nB1,"FOUR, DI",C,40.00\nB2,"FIVE, ED",D,60.00\n', 2);
    expect(await balances(2)).toEqual({ 'DI FOUR': -40, 'ED FIVE': 60 });
  });

  it('leaves a column with no header and other values unread', async () => {
    await imported(
      'notes.csv',
      'Agent Code,Agent Name,Balance,\nA1,"ONE, AL",250.00,see memo\nA3,"THREE, CY",75.00,\n',
    );
    expect(await balances(1)).toEqual({ 'AL ONE': 250, 'CY THREE': 75 });
  });

  it('dates the debts by a statement date whose comma split the title line', async () => {
    const asOf = await imported(
      'lincoln.csv',
      'Agent Debit Balance Report as of October 31, 2026\nAgt No,Agent Name,End Bal\nL1,"SMITH, BOB",5.00\nL2,"JONES, AL",6.00\n',
    );
    expect(asOf.layout.statementDate).toBe('2026-10-31');
    expect(await incurred()).toEqual(['2026-10-31']);
    const labelled = await imported(
      'acme.csv',
      'Acme Life\nStatement Date: September 30, 2026\nAgent Number,Agent Name,Balance Due\nM1,"MOSS, KAY",9.00\n',
      2,
    );
    expect(labelled.layout.statementDate).toBe('2026-09-30');
    expect((await incurred()).sort()).toEqual(['2026-09-30', '2026-10-31']);
  });

  it("dates a debit-balance listing's debts by their Last Activity, and a debt still owed keeps its first day", async () => {
    const openDebts = async () => {
      const agents = (await app().inject('/api/agents')).json() as Agent[];
      const names = new Map(agents.map((a) => [a.id, a.name]));
      const debts = (await app().inject('/api/debts')).json() as {
        agentId: number;
        amount: number;
        status: string;
        incurredOn: string;
      }[];
      return Object.fromEntries(
        debts.filter((d) => d.status !== 'paid').map((d) => [names.get(d.agentId), [d.amount, d.incurredOn]]),
      );
    };
    const first = await imported(
      'americo-debit-balances.csv',
      'Americo Financial Life and Annuity\nAgent Debit Balance Listing\n' +
        'Agent Number,Agent Name,Debit Balance,Last Activity\n' +
        'A100,"HILL, ROSE",412.50,08/14/2026\nA200,"PAGE, OTTO",90.00,09/30/2026\n',
    );
    expect(first.errors).toEqual([]);
    expect(first.layout).toMatchObject({ columns: { date: 'Last Activity' }, dateIsAsOf: true });
    expect(await openDebts()).toEqual({ 'ROSE HILL': [412.5, '2026-08-14'], 'OTTO PAGE': [90, '2026-09-30'] });
    // A month later: a payment moved Rose's balance (and its last activity); Otto paid; Ned is new.
    await imported(
      'americo-debit-balances-2.csv',
      'Agent Number,Agent Name,Debit Balance,Last Activity\n' +
        'A100,"HILL, ROSE",300.00,10/20/2026\nA300,"WEBB, NED",55.00,10/28/2026\n',
    );
    expect(await openDebts()).toEqual({ 'ROSE HILL': [300, '2026-08-14'], 'NED WEBB': [55, '2026-10-28'] });
  });

  it('imports a tab-separated or comma-separated .txt report, and an agent list as .txt', async () => {
    const tabs =
      'Fidelity Life Agent Advance Balances\nStatement Date:\t10/31/2026\n\n' +
      'Agent Number\tAgent Name\tAdvance Balance\tLast Activity\n' +
      'F-001\tWARD, BETTY\t1,500.00\t09/12/2026\nF-002\tYOUNG, CARL\t(20.00)\t10/01/2026\nF-003\tZANE, DORA\t333.33\t10/15/2026\n';
    expect((await imported('fidelity.txt', tabs)).errors).toEqual([]);
    expect(await balances(1)).toEqual({ 'BETTY WARD': 1500, 'CARL YOUNG': -20, 'DORA ZANE': 333.33 });
    await imported('aetna.TXT', 'Writing Number,Agent Name,Balance\nW1,"OAK, AMY",12.50\n', 2);
    expect(await balances(2)).toEqual({ 'AMY OAK': 12.5 });
    const list = await upload(
      app(),
      '/api/import-agents',
      'agents.txt',
      'NPN\tFirst Name\tLast Name\n1001\tAnn\tOne\n',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ imported: 1, errors: [] });
  });

  it('still refuses other types, and a .txt that is not text', async () => {
    const doc = await upload(app(), '/api/upload/1', 'report.doc', 'Writing Number,Balance\nW1,1\n');
    expect(doc.statusCode).toBe(400);
    expect(doc.json().message).toBe('Invalid file type: Please upload CSV or Excel files only');
    const pdf = await upload(app(), '/api/upload/3', 'report.txt', '%PDF-1.7\n');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toMatch(/named \.txt but its content is a PDF/);
    const list = await upload(app(), '/api/import-agents', 'agents.pdf', 'x');
    expect(list.json().message).toBe('Invalid file type: Please upload CSV or Excel files only');
    expect(await balances(1)).toEqual({});
  });

  it('reads a blank balance as 0.00 where the status says paid, and holds any other blank for review', async () => {
    const result = await imported(
      'colonial.csv',
      'Agent ID,Agent Name,Status,Unearned Advance Balance,As Of\n' +
        'C-9001,"Ramos, Elena",Active,812.40,10/31/2026\nC-9002,"Stone, Paul",Paid Off,0.00,10/31/2026\n' +
        'C-9003,"Turner, Gail",Terminated,1500.00,10/31/2026\nC-9004,"Usher, Dan",Paid Off,,10/31/2026\n' +
        'C-9005,"Vance, Al",Active,,10/31/2026\n',
    );
    expect(result.errors).toEqual(['Row 6: the amount "" is not a number']);
    expect(result.reviewCount).toBe(1);
    expect(await balances(1)).toEqual({ 'Elena Ramos': 812.4, 'Paul Stone': 0, 'Gail Turner': 1500, 'Dan Usher': 0 });
  });
});
