import { beforeEach, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { insertAgent, insertCarriers, insertDebt } from './email-fixtures';
import { describeApi } from './harness';

const cell = (agents: number, amount: number) => ({ agents, amount });

describeApi('reports', ({ app, anonymousApp, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await insertCarriers(database().db);
  });

  /**
   * The ledger the figures below are worked out from by hand:
   * A ← B ← C ← D (terminated) and A ← E; X and Y are each other's upline; T is terminated, no upline.
   */
  async function seedLedger() {
    const db = database().db;
    const a = await insertAgent(db, { name: 'Ann A', npn: 'A' });
    const b = await insertAgent(db, { name: 'Ben B', npn: 'B', upline_id: 'A' });
    const c = await insertAgent(db, { name: 'Cat C', npn: 'C', upline_id: 'B', carrier_id: 2 });
    const d = await insertAgent(db, { name: 'Dan D', npn: 'D', upline_id: 'C', carrier_id: 2, status: 'terminated' });
    const e = await insertAgent(db, { name: 'Eve E', npn: 'E', upline_id: 'A' });
    const x = await insertAgent(db, { name: 'Xia X', npn: 'X', upline_id: 'Y' });
    const y = await insertAgent(db, { name: 'Yul Y', npn: 'Y', upline_id: 'X' });
    const t = await insertAgent(db, {
      name: '=HYPERLINK("http://x")',
      agent_id: 'T-1',
      npn: 'T',
      status: 'terminated',
      email: 't@example.com',
    });
    await insertDebt(db, { agentId: a, amount: '100.00', ageDays: 10 });
    await insertDebt(db, { agentId: a, amount: '50.00', ageDays: 60 }); // A at 1: 150, 60 days
    await insertDebt(db, { agentId: b, amount: '200.00', ageDays: 100 }); // B at 1: 200, 100 days
    await insertDebt(db, { agentId: b, carrierId: 2, amount: '30.00', ageDays: 5 }); // B at 2: 30, 5 days
    await insertDebt(db, { agentId: c, carrierId: 2, amount: '400.00', ageDays: 45 }); // boundary of 0-45
    await insertDebt(db, { agentId: c, carrierId: 2, amount: '999.00', ageDays: 200, status: 'paid' }); // not owed
    await insertDebt(db, { agentId: d, carrierId: 2, amount: '25.50', ageDays: 91 }); // boundary of 91+
    await insertDebt(db, { agentId: e, amount: '-10.00', ageDays: 30 }); // a credit: an open balance in Eve's favour
    await insertDebt(db, { agentId: x, amount: '70.00', ageDays: 20 });
    await insertDebt(db, { agentId: y, amount: '5.00', ageDays: 20 });
    await insertDebt(db, { agentId: t, amount: '60.00', ageDays: 300 });
    return { a, b, c, d, e, x, y, t };
  }

  it('GET /api/reports/aging: agents and amount per carrier × age range, with row and column totals', async () => {
    await seedLedger();
    const response = await app().inject({ method: 'GET', url: '/api/reports/aging' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ranges: [
        { key: '0-45', label: '0-45 days', min: 0, max: 45 },
        { key: '46-90', label: '46-90 days', min: 46, max: 90 },
        { key: '91+', label: '91+ days', min: 91, max: 999 },
      ],
      rows: [
        {
          carrierId: 1,
          carrierName: 'Carrier One',
          carrierCode: 'ONE',
          // Eve's credit of 10 (30 days) is an open balance too: the grand total is the dashboard's.
          cells: [cell(3, 65), cell(1, 150), cell(2, 260)],
          total: cell(6, 475),
        },
        {
          carrierId: 2,
          carrierName: 'Carrier Two',
          carrierCode: 'TWO',
          cells: [cell(2, 430), cell(0, 0), cell(1, 25.5)],
          total: cell(3, 455.5),
        },
      ],
      // Ben owes at both carriers: one agent record, counted once in the column and grand totals.
      totals: { cells: [cell(5, 495), cell(1, 150), cell(3, 285.5)], total: cell(8, 930.5) },
    });
  });

  it('GET /api/reports/exposure: each upline with their whole downline’s open debt, largest first, cycles survive', async () => {
    await seedLedger();
    const response = await app().inject({ method: 'GET', url: '/api/reports/exposure' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { npn: 'A', name: 'Ann A', directReports: 2, downlineAgents: 4, exposure: 645.5, ownDebt: 150 },
      { npn: 'B', name: 'Ben B', directReports: 1, downlineAgents: 2, exposure: 425.5, ownDebt: 230 },
      { npn: 'Y', name: 'Yul Y', directReports: 1, downlineAgents: 1, exposure: 70, ownDebt: 5 },
      { npn: 'C', name: 'Cat C', directReports: 1, downlineAgents: 1, exposure: 25.5, ownDebt: 400 },
      { npn: 'X', name: 'Xia X', directReports: 1, downlineAgents: 1, exposure: 5, ownDebt: 70 },
    ]);
  });

  it('exposure: the walk down stops after 10 levels', async () => {
    const db = database().db;
    for (let level = 0; level <= 11; level += 1) {
      const id = await insertAgent(db, {
        name: `Level ${level}`,
        npn: `L${level}`,
        upline_id: level ? `L${level - 1}` : null,
      });
      await insertDebt(db, { agentId: id, amount: '1.00', ageDays: 1 });
    }
    const rows = (await app().inject({ method: 'GET', url: '/api/reports/exposure' })).json();
    // L0 sees L1..L10 (ten levels), not L11.
    expect(rows[0]).toEqual({
      npn: 'L0',
      name: 'Level 0',
      directReports: 1,
      downlineAgents: 10,
      exposure: 10,
      ownDebt: 1,
    });
    expect(rows.find((r: { npn: string }) => r.npn === 'L10')).toMatchObject({ downlineAgents: 1, exposure: 1 });
  });

  it('GET /api/reports/terminated: terminated agents who still owe, oldest debt first', async () => {
    const { d, t } = await seedLedger();
    const rows = (await app().inject({ method: 'GET', url: '/api/reports/terminated' })).json();
    expect(rows).toEqual([
      {
        agentId: t,
        agentNumber: 'T-1',
        name: '=HYPERLINK("http://x")',
        npn: 'T',
        email: 't@example.com',
        carrierId: 1,
        carrierName: 'Carrier One',
        amount: 60,
        debtAge: 300,
        oldestDebtOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      expect.objectContaining({ agentId: d, name: 'Dan D', carrierName: 'Carrier Two', amount: 25.5, debtAge: 91 }),
    ]);
  });

  it('GET /api/reports/trend: the carrier total after each successful carrier report upload, in time order', async () => {
    await database()
      .db.insertInto('file_uploads')
      .values([
        {
          filename: 'one-march.csv',
          carrier_id: 1,
          status: 'success',
          summary: JSON.stringify({ new: 3, totalBefore: 0, totalAfter: 500 }),
          uploaded_at: '2026-03-01T10:00:00Z',
        },
        {
          filename: 'one-april.csv',
          carrier_id: 1,
          status: 'success',
          summary: JSON.stringify({ totalBefore: 500, totalAfter: 485 }),
          uploaded_at: '2026-04-01T10:00:00Z',
        },
        {
          filename: 'two-march.xlsx',
          carrier_id: 2,
          status: 'success',
          summary: JSON.stringify({ totalBefore: 0, totalAfter: 300.25 }),
          uploaded_at: '2026-03-15T10:00:00Z',
        },
        {
          filename: 'broken.csv',
          carrier_id: 1,
          status: 'failed',
          error: 'bad file',
          uploaded_at: '2026-03-20T10:00:00Z',
        },
        {
          filename: 'agents.csv',
          kind: 'agent_list',
          status: 'success',
          summary: JSON.stringify({ imported: 4 }),
          uploaded_at: '2026-03-21T10:00:00Z',
        },
      ])
      .execute();
    const rows = (await app().inject({ method: 'GET', url: '/api/reports/trend' })).json();
    expect(
      rows.map((r: Record<string, unknown>) => [r.uploadedAt, r.carrierCode, r.totalOutstanding, r.change, r.filename]),
    ).toEqual([
      ['2026-03-01T10:00:00.000Z', 'ONE', 500, 500, 'one-march.csv'],
      ['2026-03-15T10:00:00.000Z', 'TWO', 300.25, 300.25, 'two-march.xlsx'],
      ['2026-04-01T10:00:00.000Z', 'ONE', 485, -15, 'one-april.csv'],
    ]);
  });

  it('every report downloads as formula-safe CSV and as .xlsx with the same table', async () => {
    await seedLedger();
    const csv = await app().inject({ method: 'GET', url: '/api/reports/aging.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="aging-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Carrier,Code,0-45 days agents,0-45 days amount,46-90 days agents,46-90 days amount,91+ days agents,91+ days amount,Total agents,Total amount',
    );
    expect(lines.slice(1)).toEqual([
      'Carrier One,ONE,3,65.00,1,150.00,2,260.00,6,475.00',
      'Carrier Two,TWO,2,430.00,0,0.00,1,25.50,3,455.50',
      'Total,,5,495.00,1,150.00,3,285.50,8,930.50',
    ]);

    const terminated = await app().inject({ method: 'GET', url: '/api/reports/terminated.csv' });
    // The name a spreadsheet would run as a formula is written as text.
    expect(terminated.body).toContain(`"'=HYPERLINK(""http://x"")"`);

    const xlsx = await app().inject({ method: 'GET', url: '/api/reports/aging.xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const table = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(table[3]).toEqual(['Total', '', 5, 495, 1, 150, 3, 285.5, 8, 930.5]);

    for (const name of ['exposure', 'terminated', 'trend']) {
      for (const format of ['csv', 'xlsx']) {
        const response = await app().inject({ method: 'GET', url: `/api/reports/${name}.${format}` });
        expect(response.statusCode, `${name}.${format}`).toBe(200);
      }
    }
    const exposure = XLSX.read((await app().inject({ method: 'GET', url: '/api/reports/exposure.xlsx' })).rawPayload);
    const exposureRows = XLSX.utils.sheet_to_json(exposure.Sheets[exposure.SheetNames[0]!]!, { header: 1 });
    expect(exposureRows[1]).toEqual(['Ann A', 'A', 2, 4, 645.5, 150]);
    const terminatedBook = XLSX.read(
      (await app().inject({ method: 'GET', url: '/api/reports/terminated.xlsx' })).rawPayload,
    );
    const firstCell = terminatedBook.Sheets[terminatedBook.SheetNames[0]!]!['A2'];
    expect(firstCell).toMatchObject({ t: 's', v: '=HYPERLINK("http://x")' });
    expect(firstCell.f).toBeUndefined();

    expect((await anonymousApp().inject({ method: 'GET', url: '/api/reports/aging.csv' })).statusCode).toBe(401);
  });
  it('every CSV report writes formula-like text from any field as text: carrier names, upline names, file names', async () => {
    await seedLedger();
    const db = database().db;
    await db.updateTable('carriers').set({ name: '=cmd|"/c calc"!A1' }).where('id', '=', 1).execute();
    await db.updateTable('agents').set({ name: '@SUM(1+1)' }).where('npn', '=', 'A').execute();
    await db
      .insertInto('file_uploads')
      .values({
        filename: '+report.csv',
        carrier_id: 1,
        kind: 'carrier_report',
        status: 'success',
        summary: JSON.stringify({ totalBefore: 0, totalAfter: 485 }),
      })
      .execute();
    const bodies: Record<string, string> = {};
    for (const name of ['aging', 'exposure', 'terminated', 'trend']) {
      const response = await app().inject({ method: 'GET', url: `/api/reports/${name}.csv` });
      expect(response.statusCode, name).toBe(200);
      bodies[name] = response.body;
      // No cell (at a line start or after a separator, quoted or not) begins with a formula character.
      expect(response.body, name).not.toMatch(/(^|,)"?[=+@]/m);
    }
    expect(bodies.aging).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(bodies.exposure).toContain(`'@SUM(1+1)`);
    expect(bodies.trend).toContain(`'+report.csv`);
    expect(bodies.trend).toContain(`"'=cmd|""/c calc""!A1"`);
  });
});
