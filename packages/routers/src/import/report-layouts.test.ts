import { describe, expect, it } from 'vitest';
import { classifyHeader, isAsOfDateHeader } from './header-classify';
import { parseReportSheets, parseReportTable } from './report-parser';
import { REPORT_VOCABULARY, type ReportField } from './report-vocabulary';
import type { Cell } from './values';

const today = new Date(2026, 10, 24);
const total = (rows: { amountCents: number }[]) => rows.reduce((sum, row) => sum + row.amountCents, 0);
const snake = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');
const camel = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, '');

describe('the carriers’ vocabulary', () => {
  const entries = (Object.entries(REPORT_VOCABULARY) as [ReportField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [field, name] as const),
  );

  it.each(entries)('reads %s from "%s" in any case, snake_case and camelCase', (field, name) => {
    for (const spelling of [name, name.toUpperCase(), snake(name), camel(name)]) {
      expect(
        classifyHeader(spelling).map((candidate) => candidate.field),
        spelling,
      ).toContain(field);
    }
  });

  it.each([
    ['Writing Agt #', 'writingNumber'],
    ['Producer Nbr', 'writingNumber'],
    ['Payee', 'name'],
    ['Payee', 'writingNumber'],
    ['Payee ID', 'writingNumber'],
    ['Servicing Agent', 'writingNumber'],
    ['Selling Agent', 'name'],
    ['Agent/Agency Name', 'name'],
    ['Deficit', 'amount'],
    ['Indebtedness', 'amount'],
    ['Agent Receivable', 'amount'],
    ['clawback_created_at', 'date'],
    ['Trdt', 'date'],
    ['Balance As Of', 'date'],
    ['Statement Date', 'date'],
    ['Total Balance Owed', 'amount'],
    ['Chargebacks', 'amount'],
    ['Total Chargebacks', 'amount'],
    ['Commission Clawbacks', 'amount'],
    ['AgentNPN', 'npn'],
  ])('reads "%s" as %s by its words', (header, field) => {
    expect(classifyHeader(header).map((candidate) => candidate.field)).toContain(field);
  });

  it.each([
    'Insured Name',
    'Policy Number',
    'Premium',
    'Amount Paid',
    'Commission Earned',
    'Issue Date',
    'Face Amount',
    'Beginning Balance',
    'Beg Bal',
    'Opening Balance',
    'Previous Balance',
    'Prior Balance Due',
    'Last Statement Balance',
    'Payments Amount',
    'Agency Name',
    'Payee Agency',
    'Accounts Receivable Agency',
  ])('does not take "%s" for an agent field or a balance', (header) => {
    expect(classifyHeader(header)).toEqual([]);
  });
});

describe("a statement's date or the debt's own", () => {
  it.each([
    'Statement Date',
    'STATEMENT_DATE',
    'statementMonth',
    'Balance As Of',
    'As Of Date',
    'As Of',
    'Report Date',
    'Balance Date',
    'Period',
    'Run Date',
    'Last Activity',
    'Last Activity Date',
    'DATE_OF_LAST_ACTIVITY',
    'Last Chargeback Date',
    'lastTransactionDate',
  ])('"%s" is when the report saw the balance', (header) => {
    expect(isAsOfDateHeader(header)).toBe(true);
  });

  it.each(['Chargeback Date', 'Trdt', 'clawback_created_at', 'Transaction Date', 'Date', 'Posted Date', 'Debt Date'])(
    '"%s" is when the debt arose',
    (header) => {
      expect(isAsOfDateHeader(header)).toBe(false);
    },
  );

  it("reads a balance's last activity as a date column, after the debt's own date", () => {
    expect(classifyHeader('Last Activity')).toEqual([{ field: 'date', rank: 2, specificity: 0 }]);
    expect(classifyHeader('Last Activity Date')[0]).toMatchObject({ field: 'date', rank: 2 });
    expect(classifyHeader('Chargeback Date')[0]).toMatchObject({ field: 'date', rank: 1 });
    // A repayment's date is never the debt's.
    expect(classifyHeader('Last Payment Date')).toEqual([]);
    const dated = parseReportTable(
      [
        ['Agent Number', 'Agent Name', 'Debit Balance', 'Last Activity'],
        ['D100', 'KNOX, LANA', '10.00', '10/14/2026'],
        ['D200', 'LOWE, MIKE', '20.00', 'Sep 30, 2026'],
      ],
      today,
    );
    expect(dated.layout).toMatchObject({ columns: { date: 'Last Activity' }, dateIsAsOf: true });
    // Days before the 24th of November: the 14th of October and the 30th of September.
    expect(dated.records.map((r) => r.ageDays)).toEqual([41, 55]);
  });

  it('leaves a Last Activity column naming the activity unread, and every row read', () => {
    const parsed = parseReportTable(
      [
        ['Agent Number', 'Agent Name', 'Debit Balance', 'Last Activity'],
        ['D100', 'KNOX, LANA', '10.00', 'Payment'],
        ['D200', 'LOWE, MIKE', '20.00', 'Chargeback'],
      ],
      today,
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.layout.columns.date).toBeUndefined();
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents, r.ageDays])).toEqual([
      ['D100', 1000, null],
      ['D200', 2000, null],
    ]);
  });
});

describe('reading a report like a person does', () => {
  it('prefers the balance owed to the chargeback amount, wherever it stands, and says which it used', () => {
    const parsed = parseReportTable(
      [
        ['Writing Agent', 'Agent Name', 'Chargeback Amount', 'Balance Due', 'Chargeback Date'],
        ['A100', 'Ann One', '250.00', '100.00', '10/01/2026'],
        ['A200', 'Bo Two', '75.00', '0.00', '10/02/2026'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['A100', 10000],
      ['A200', 0],
    ]);
    expect(parsed.layout.columns).toMatchObject({ amount: 'Balance Due', date: 'Chargeback Date' });
  });

  it('reads a grouped report whatever form its agent headings take', () => {
    const parsed = parseReportTable(
      [
        ['Policy Number', 'Insured Name', 'Chargeback Date', 'Amount'],
        ['Agent: SMITH, WILLIAM H (40213)', '', '', ''],
        ['LB1001', 'DOE, JANE', '09/03/2026', '250.00'],
        ['LB1002', 'ROE, RICK', '09/28/2026', '125.50'],
        ['AGENT NAME: JONES, MARY ANN   AGENT #: 40214', '', '', ''],
        ['LB2001', 'POE, EDGAR', '10/05/2026', '80.00'],
        ['Producer 40215 - LEE, PAT', '', '', ''],
        ['LB3001', 'FOX, AL', '10/06/2026', '10.00'],
        ['40216 KING, ANN', '', '', ''],
        ['LB4001', 'GUY, BO', '10/07/2026', '5.00'],
        ['Agent: HALE, IDA', '', '', ''],
        ['LB5001', 'ELM, CY', '10/08/2026', '1.00'],
      ],
      today,
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['40213', 'SMITH, WILLIAM H', 25000],
      ['40213', 'SMITH, WILLIAM H', 12550],
      ['40214', 'JONES, MARY ANN', 8000],
      ['40215', 'LEE, PAT', 1000],
      ['40216', 'KING, ANN', 500],
      [null, 'HALE, IDA', 100],
    ]);
  });

  it('skips a two-row header repeated on the next page, as the one-row header is', () => {
    const parsed = parseReportTable(
      [
        ['Corebridge Financial'],
        ['Statement Period: 10/01/2026 - 10/31/2026'],
        ['Agent', 'Agent', 'Policy', 'Chargeback', 'Balance', 'Last Activity'],
        ['Number', 'Name', 'Number', 'Amount', 'Due', 'Date'],
        ['72001', 'IRVING, JOAN', 'C-1001', '500.00', '350.00', '10/14/2026'],
        ['72002', 'JAMES, KYLE', 'C-1002', '1,250.00', '1,250.00', '10/22/2026'],
        [''],
        ['Page 1 of 2'],
        ['Corebridge Financial'],
        ['Agent', 'Agent', 'Policy', 'Chargeback', 'Balance', 'Last Activity'],
        ['Number', 'Name', 'Number', 'Amount', 'Due', 'Date'],
        ['72003', 'KNOX, LANA', 'C-1003', '300.00', '0.00', '10/02/2026'],
        ['72004', 'LOWE, MIKE', 'C-1004', '75.00', '75.00', '10/30/2026'],
        ['Totals:', '', '', '2,125.00', '1,675.00', ''],
      ],
      today,
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['72001', 35000],
      ['72002', 125000],
      ['72003', 0],
      ['72004', 7500],
    ]);
  });

  it('takes footers, notes and labelled lines for what they are, never for people', () => {
    const parsed = parseReportTable(
      [
        ['Agent Number', 'Agent Name', 'Policy', 'Balance Due'],
        ['79001', 'ABBOTT, JAY', 'A1', '100.00'],
        ['79002', 'BURNS, KAY', 'B1', '200.00'],
        ['79003', 'CRANE, LOU', 'C1', '50.00'],
        ['Questions? Call Agent Services at 1-800-555-0100', '', '', ''],
        ['Printed 11/20/2026 8:14 AM by JDOE', '', '', ''],
        ['* Pending items are not included in the balance above', '', '', ''],
        ['Prepared by: Commission Accounting', '', '', '2026'],
        ['', 'Less: Amounts Withheld', '', '-15.00'],
        ['W9', '', '', ''],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['79001', 'ABBOTT, JAY', 10000],
      ['79002', 'BURNS, KAY', 20000],
      ['79003', 'CRANE, LOU', 5000],
    ]);
    // A labelled line with an amount names no one: review asks; a code alone still fails to read.
    expect(parsed.errors).toEqual([
      'Row 8: no writing number, NPN or name',
      'Row 9: no writing number, NPN or name',
      'Row 10: the amount "" is not a number',
    ]);
    expect(parsed.problems.map((p) => [p.writingNumber, p.name, p.amountCents])).toEqual([
      [null, null, 202600],
      [null, null, -1500],
      ['W9', null, null],
    ]);
  });

  it("never makes a person of a pivot table's (blank) or a summary's arithmetic line", () => {
    const pivot = parseReportTable(
      [
        ['Agent Name', 'Sum of Chargeback Amount'],
        ['GARCIA, MARIA L', '80'],
        ['HARRIS, DEBORAH', '45'],
        ['SMITH, WILLIAM H', '300'],
        ['(blank)', '25'],
        ['N/A', '10'],
        ['Grand Total', '460'],
      ],
      today,
    );
    expect(pivot.records.map((r) => [r.name, r.amountCents])).toEqual([
      ['GARCIA, MARIA L', 8000],
      ['HARRIS, DEBORAH', 4500],
      ['SMITH, WILLIAM H', 30000],
    ]);
    expect(pivot.errors).toEqual(['Row 5: no writing number, NPN or name', 'Row 6: no writing number, NPN or name']);
    const summary = parseReportTable(
      [
        ['Agent Code', 'Agent Name', 'Policy', 'Chargeback Amount'],
        ['SS482', 'SMITH, WILLIAM H', 'SSL001', '250.00'],
        ['SS517', 'GARCIA, MARIA L', 'SSL010', '60.00'],
        ['', '', '', ''],
        ['', 'Total Chargebacks', '', '310.00'],
        ['', 'Less Recoveries Applied', '', '(80.00)'],
        ['', 'Net Amount Due', '', '230.00'],
      ],
      today,
    );
    expect(summary.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['SS482', 25000],
      ['SS517', 6000],
    ]);
    expect(summary.problems.map((p) => [p.name, p.amountCents])).toEqual([[null, -8000]]);
    // Names that merely start like those words are people's.
    const people = parseReportTable(
      [
        ['Agent Name', 'Balance'],
        ['LESS, JOHN', '10.00'],
        ['Nora Blank', '20.00'],
      ],
      today,
    );
    expect(people.records.map((r) => r.name)).toEqual(['LESS, JOHN', 'Nora Blank']);
  });

  it('reads mainframe abbreviations: the chargeback date (CHBK DT), not the issue date (ISS DT)', () => {
    const parsed = parseReportTable(
      [
        ['WRT AGT #', 'AGT LAST', 'AGT FIRST', 'POL #', 'ISS DT', 'CHBK DT', 'CHBK AMT', 'ADV BAL', 'EFF DT'],
        ['81001', 'HARPER', 'IVY', 'Q1', '01/05/2026', '09/10/2026', '300.00', '250.00', '01/01/2026'],
        ['81002', 'IRWIN', 'JACK', 'Q2', '02/12/2026', '10/02/2026', '80.00', '80.00', '02/01/2026'],
      ],
      today,
    );
    expect(parsed.layout.columns).toMatchObject({ date: 'CHBK DT', amount: 'ADV BAL', writingNumber: 'WRT AGT #' });
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents, r.ageDays])).toEqual([
      ['81001', 25000, 75],
      ['81002', 8000, 53],
    ]);
  });

  it("skips an agent's subtotal labelled where the name goes (BALANCE DUE, Net Due From Agent); asks when it is no sum", () => {
    const parsed = parseReportTable(
      [
        ['Agent Number', 'Agent Name', 'Policy', 'Clawback Amount'],
        ['71001', 'EDWARDS, FAITH', 'E1', '120.00'],
        ['71001', 'EDWARDS, FAITH', 'E2', '80.00'],
        ['71001', 'BALANCE DUE', '', '200.00'],
        ['71002', 'FLYNN, GARY', 'F1', '60.00'],
        ['71002', 'Net Due From Agent', '', '60.00'],
        ['71003', 'DUEÑAS, ANNETTE', 'G1', '10.00'],
        ['71003', 'Annette Dueñas', 'G2', '5.00'],
        ['71004', 'HALE, IDA', 'H1', '70.00'],
        ['71004', 'Agent Balance', '', '99.00'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['71001', 'EDWARDS, FAITH', 12000],
      ['71001', 'EDWARDS, FAITH', 8000],
      ['71002', 'FLYNN, GARY', 6000],
      ['71003', 'DUEÑAS, ANNETTE', 1000],
      ['71003', 'Annette Dueñas', 500],
      ['71004', 'HALE, IDA', 7000],
    ]);
    expect(parsed.layout.summaryRowsSkipped).toBe(2);
    expect(parsed.errors).toEqual([
      'Row 10: "Agent Balance" where the agent\'s name goes is a label, not a person: a total?',
    ]);
    expect(parsed.problems.map((p) => [p.writingNumber, p.amountCents])).toEqual([['71004', 9900]]);
  });

  it('reads an amount column in cents as cents (BAL_DUE_CENTS 123456 is 1,234.56)', () => {
    const parsed = parseReportTable(
      [
        ['AGENT_NBR', 'AGENT_NAME', 'BAL_DUE_CENTS'],
        ['6201', 'GRAY, FRAN', '123456'],
        ['6202', 'HUNT, GUS', '-500'],
        ['6203', 'IVES, HAL', '12.5'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['6201', 123456],
      ['6202', -500],
    ]);
    expect(parsed.errors).toEqual(['Row 4: the amount "12.5" is not a whole number of cents (the column is in cents)']);
  });

  it("counts Days Outstanding up to the statement's date: the debt is that much older than the statement", () => {
    const parsed = parseReportTable(
      [
        ['Statement Date', 'Agent Number', 'Agent Name', 'Days Outstanding', 'Balance Due'],
        ['10/31/2026', '87001', 'FINCH, GIL', '95', '300.00'],
      ],
      today,
    );
    // 10/31 is 24 days before the test's today (11/24): 95 + 24.
    expect(parsed.records.map((r) => r.ageDays)).toEqual([119]);
    expect(parsed.layout.dateIsAsOf).toBeUndefined();
  });

  it('takes the ending balance of a statement, not its beginning balance', () => {
    const parsed = parseReportTable(
      [
        ['Writing Agent', 'Agent Name', 'Beginning Balance', 'Charges', 'Payments', 'Ending Balance'],
        ['A100', 'Ann One', '100.00', '50.00', '25.00', '125.00'],
        ['A200', 'Bo Two', '80.00', '0.00', '80.00', '0.00'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['A100', 12500],
      ['A200', 0],
    ]);
    expect(parsed.layout.columns).toMatchObject({ amount: 'Ending Balance' });
  });

  it('reads the writing agent as code and name from one cell, in either order', () => {
    const parsed = parseReportTable(
      [
        ['Writing Agent', 'Policy', 'Chargeback Amount', 'Trans Date'],
        ['12345 - SMITH, JOHN', 'P1', '125.00', '10/01/2026'],
        ['W0099: Doe Jane', 'P2', '80.00', '10/02/2026'],
        ['Total', '', '205.00', ''],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['12345', 'SMITH, JOHN', 12500],
      ['W0099', 'Doe Jane', 8000],
    ]);
    const nameFirst = parseReportTable(
      [
        ['Agent Name', 'Balance Due'],
        ['SMITH, JOHN (12345)', '125.00'],
        ['DOE, JANE (A-77)', '5'],
      ],
      today,
    );
    expect(nameFirst.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['12345', 'SMITH, JOHN', 12500],
      ['A-77', 'DOE, JANE', 500],
    ]);
  });

  it('keeps a writing number with a dashed suffix whole, and the name from the name columns', () => {
    const parsed = parseReportTable(
      [
        ['Writing Agent', 'Agent Name', 'Balance Due'],
        ['12345-TX', 'Ann One', '1.00'],
        ['777 - ANN ONE', 'Ann One', '2.00'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.name])).toEqual([
      ['12345-TX', 'Ann One'],
      ['777', 'Ann One'],
    ]);
    const parts = parseReportTable(
      [
        ['Writing Agent', 'First Name', 'Last Name', 'Balance Due'],
        ['777 - ONE, A', 'Ann', 'One', '2.00'],
      ],
      today,
    );
    expect(parts.records.map((r) => [r.writingNumber, r.name])).toEqual([['777', 'Ann One']]);
  });

  it('reads YYYYMMDD dates, as text and as spreadsheet numbers, and refuses an impossible one', () => {
    const parsed = parseReportTable(
      [
        ['Agent Number', 'Agent Name', 'Balance Due', 'Stmt Date'],
        ['A1', 'Ann One', '1.00', '20261003'],
        ['A2', 'Bo Two', '2.00', 20261004],
        ['A3', 'Cy Three', '3.00', '20261399'],
      ],
      today,
    );
    expect(parsed.layout.columns).toMatchObject({ date: 'Stmt Date' });
    expect(parsed.records.map((r) => [r.writingNumber, r.ageDays])).toEqual([
      ['A1', 52],
      ['A2', 51],
    ]);
    expect(parsed.errors).toEqual(['Row 4: the date "20261399" is not a date']);
  });

  it('never dates a debt today when the date column it names cannot be read: each such row is an error', () => {
    const parsed = parseReportTable(
      [
        ['Agent Number', 'Agent Name', 'Balance Due', 'Chargeback Date'],
        ['A1', 'Ann One', '1.00', 'Q3 2026'],
        ['A2', 'Bo Two', '2.00', 'pending'],
        ['A3', 'Cy Three', '3.00', '2026.10.03'],
      ],
      today,
    );
    expect(parsed.layout.columns).toMatchObject({ date: 'Chargeback Date' });
    expect(parsed.records.map((r) => [r.writingNumber, r.ageDays])).toEqual([['A3', 52]]);
    expect(parsed.errors).toEqual([
      'Row 2: the date "Q3 2026" is not a date',
      'Row 3: the date "pending" is not a date',
    ]);
  });

  it('asks rather than guesses when two balance columns are equally plausible', () => {
    expect(() =>
      parseReportTable(
        [
          ['Agent Code', 'Agent Name', 'Balance Due', 'Net Balance'],
          ['A1', 'Ann One', '1.00', '2.00'],
        ],
        today,
      ),
    ).toThrow(/Two columns could be the balance owed: "Balance Due" and "Net Balance".*Companies → Report layout/);
  });

  it('reads a header that spans two rows under a merged title', () => {
    const parsed = parseReportTable(
      [
        ['Transamerica Chargeback Detail'],
        ['Writing', 'Agent', '', 'Chargeback', '', 'Policy'],
        ['Agent #', 'Name', 'NPN', 'Amount', 'Date', 'Number'],
        ['000903', 'WASHINGTON, GEORGE T, JR', '18000001', '412.5', 'Oct 3, 2026', 'P1'],
      ],
      today,
    );
    expect(parsed.layout.headerRow).toBe(2);
    expect(parsed.records).toEqual([
      {
        rowNumber: 4,
        writingNumber: '000903',
        npn: '18000001',
        name: 'WASHINGTON, GEORGE T, JR',
        amountCents: 41250,
        ageDays: 52,
      },
    ]);
  });

  it('takes the sheet whose header reads best, past a summary sheet, and names it', () => {
    const summary: Cell[][] = [['Mutual of Omaha — Debt Summary'], ['Region', 'Agents', 'Total'], ['East', 2, 300]];
    const detail: Cell[][] = [
      ['Agent Number', 'Agent Name', 'Debit Balance'],
      ['M1', 'Ann One', 100],
      ['M2', 'Bo Two', 200],
    ];
    const parsed = parseReportSheets(
      [
        { name: 'Summary', rows: summary },
        { name: 'Detail', rows: detail },
      ],
      today,
    );
    expect(parsed.layout).toMatchObject({ sheet: 'Detail', headerRow: 1 });
    expect(total(parsed.records)).toBe(30000);
  });

  it('reads every sheet that carries the same table, wherever its header stands, and names them', () => {
    const header = ['Agent Number', 'Agent Name', 'Debit Balance'];
    const parsed = parseReportSheets(
      [
        { name: 'Summary', rows: [['Debt Summary'], ['Region', 'Agents', 'Total'], ['All', 4, 1545.06]] },
        { name: 'Active Agents', rows: [header, ['A1', 'Avery Ames', 100], ['B2', 'Blake Bell', 250.5]] },
        {
          name: 'Terminated Agents',
          rows: [['Terminated'], header, ['C3', 'Casey Cole', -40], ['D4', 'Devon Dale', 'n/a']],
        },
      ],
      today,
    );
    expect(parsed.layout).toMatchObject({ sheet: 'Active Agents, Terminated Agents', headerRow: 1 });
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['A1', 10000],
      ['B2', 25050],
      ['C3', -4000],
    ]);
    expect(parsed.errors).toEqual(['Sheet "Terminated Agents", row 4: the amount "n/a" is not a number']);
  });

  it('asks which sheet to read when two sheets of one table name the same agents, rather than bill them twice', () => {
    const header = ['Agent Number', 'Agent Name', 'Debit Balance'];
    expect(() =>
      parseReportSheets(
        [
          { name: 'Detail', rows: [header, ['A1', 'Avery Ames', 60], ['A1', 'Avery Ames', 40]] },
          { name: 'By Agent', rows: [header, ['A1', 'Avery Ames', 100]] },
        ],
        today,
      ),
    ).toThrow(/Sheets "Detail" and "By Agent" have the same columns and name the same agents: choose the sheet/);
  });

  it('never makes a person of a subtotal or total row, whatever its wording', () => {
    const parsed = parseReportTable(
      [
        ['Agent #', 'Agent Name', 'Balance Owed'],
        ['000482', 'SMITH, WILLIAM H', '100.00'],
        ['000482', 'SMITH, WILLIAM H', '50.00'],
        ['000482 Total', '', '150.00'],
        ['Subtotals for Agent 000777', '', '150.00'],
        ['000777', 'LEE, ANN', '25.00'],
        ['', '', '25.00'],
        ['Report Total', '', '175.00'],
        ['Grand Total', '', '175.00'],
      ],
      today,
    );
    expect(parsed.records.map((r) => r.writingNumber)).toEqual(['000482', '000482', '000777']);
    expect(total(parsed.records)).toBe(17500);
    expect(parsed.errors).toEqual([]);
    expect(parsed.layout.summaryRowsSkipped).toBe(5);
  });

  it('never makes a person of a balance carried between pages, a total’s label, or the page furniture', () => {
    const parsed = parseReportTable(
      [
        ['F&G Life - Debit Balance Report', '', '', ''],
        ['Page 1 of 2', '', '', ''],
        ['Agent #', 'Agent Name', 'Debit Balance', 'As Of'],
        ['FG01', 'ALLEN, RUTH', '100.00', '10/31/2026'],
        ['FG02', 'BAKER, SAUL', '200.00', '10/31/2026'],
        ['', 'Carried Forward', '300.00', ''],
        ['', '** CONTINUED **', '', ''],
        ['F&G Life - Debit Balance Report', '', '', ''],
        ['Page 2 of 2', '', '', ''],
        ['Agent #', 'Agent Name', 'Debit Balance', 'As Of'],
        ['', 'Balance Forward', '300.00', ''],
        ['', 'Brought Fwd', '300.00', ''],
        ['FG03', 'CHEN, TARA', '50.00', '10/31/2026'],
        ['FG01', 'ALLEN, RUTH', '25.00', '10/31/2026'],
        ['', 'Net Amount Due', '375.00', ''],
        ['Record Count: 4', '', '', ''],
        ['*** End of Report ***', '', '', ''],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['FG01', 10000],
      ['FG02', 20000],
      ['FG03', 5000],
      ['FG01', 2500],
    ]);
    expect(parsed.errors).toEqual([]);
    expect(parsed.layout.summaryRowsSkipped).toBe(4);
  });

  it('still reports a row that names someone but has no amount, and one alone on its line', () => {
    const parsed = parseReportTable(
      [
        ['Agent #', 'Agent Name', 'Debit Balance'],
        ['FG01', 'ALLEN, RUTH', '100.00'],
        ['FG02', 'BAKER, SAUL', ''],
        ['FG03', '', ''],
      ],
      today,
    );
    expect(parsed.records).toHaveLength(1);
    expect(parsed.errors).toEqual(['Row 3: the amount "" is not a number', 'Row 4: the amount "" is not a number']);
  });

  it('does not take a commission paid to the agent for a balance owed, but does take one taken back', () => {
    expect(() =>
      parseReportTable(
        [
          ['Agent Number', 'Agent Name', 'Policy Number', 'Premium', 'Commission Rate', 'Net Commission'],
          ['CS01', 'ORTIZ, LUIS', 'MB1', '1,200.00', '80%', '960.00'],
        ],
        today,
      ),
    ).toThrow(
      /No balance column.*found Agent Number, Agent Name, Policy Number, Premium, Commission Rate, Net Commission/,
    );
    for (const header of ['Commission Due', 'Commissions Paid', 'Comm Amount'])
      expect(classifyHeader(header)).toEqual([]);
    for (const header of ['Commission Chargeback', 'Reversed Commission Owed', 'Commission Reversal']) {
      expect(classifyHeader(header).map((candidate) => candidate.field)).toEqual(['amount']);
    }
  });

  it('reads a debit or credit mark in a column of its own: CR beside an amount is a credit', () => {
    const parsed = parseReportTable(
      [
        ['Agent Code', 'Agent Name', 'Balance Amount', 'DR/CR'],
        ['DC01', 'MORAN, PAT', '250.00', 'DR'],
        ['DC01', 'MORAN, PAT', '50.00', 'CR'],
        ['DC02', 'NASH, EVE', '80.00', 'Cr'],
        ['DC03', 'OWENS, AL', '(5.00)', 'DR'],
        ['DC04', 'PRICE, BO', '10.00', ''],
        ['DC05', 'QUINN, JO', '10.00', 'X'],
      ],
      today,
    );
    expect(parsed.layout.columns).toMatchObject({ amount: 'Balance Amount', debitCredit: 'DR/CR' });
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([
      ['DC01', 25000],
      ['DC01', -5000],
      ['DC02', -8000],
      ['DC03', 500],
      ['DC04', 1000],
    ]);
    expect(parsed.errors).toEqual(['Row 7: the debit or credit mark "X" is neither DR nor CR']);
  });

  it('leaves a column named like a mark alone when its values are not DR or CR', () => {
    const parsed = parseReportTable(
      [
        ['Agent Code', 'Agent Name', 'Balance Owed', 'Sign'],
        ['DC01', 'MORAN, PAT', '250.00', 'yes'],
      ],
      today,
    );
    expect(parsed.layout.columns.debitCredit).toBeUndefined();
    expect(parsed.records.map((r) => r.amountCents)).toEqual([25000]);
  });

  it('reads a failed lookup (#N/A) where a name or a writing number should be as no value, not as a person', () => {
    const parsed = parseReportTable(
      [
        ['Writing Number', 'Agent Name', 'Chargeback Balance'],
        ['W1', '#N/A', '10.00'],
        ['#N/A', 'Bo Two', '20.00'],
        ['W3', 'Cy Three', '5.00'],
        ['W4', 'Di Four', '5.00'],
        ['#REF!', '#N/A', '30.00'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents])).toEqual([
      ['W1', null, 1000],
      [null, 'Bo Two', 2000],
      ['W3', 'Cy Three', 500],
      ['W4', 'Di Four', 500],
    ]);
    // Nobody named, but not a total either: it goes to review with its amount.
    expect(parsed.errors).toEqual(['Row 6: no writing number, NPN or name']);
    expect(parsed.problems[0]).toMatchObject({ rowNumber: 6, amountCents: 3000 });
  });

  it('makes an amount of a trillion dollars or more a row error, and imports the rest', () => {
    const parsed = parseReportTable(
      [
        ['Writing Number', 'Agent Name', 'Chargeback Balance'],
        ['AM4000', 'James Smith', '1000000000000.00'],
        ['AM4001', 'Mary Johnson', '999,999,999,999.99'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.amountCents])).toEqual([['AM4001', 99_999_999_999_999]]);
    expect(parsed.errors).toEqual(['Row 2: the amount "1000000000000.00" is too large (a trillion dollars or more)']);
    expect(parsed.problems[0]).toMatchObject({ writingNumber: 'AM4000', amountCents: null });
  });

  it('dates a debt in a statement month ("Oct 2026") on the month’s last day, under a Statement Month column', () => {
    const parsed = parseReportTable(
      [
        ['Writing Number', 'Agent Name', 'Unearned Advance', 'Statement Month'],
        ['LF-0101', 'Hughes, Carol', '250.00', 'Oct 2026'],
        ['LF-0102', 'Patel, Raj', '1,020.75', 'September 2026'],
        ['LF-0103', 'Okoro, Ngozi', '-30.00', '08/2026'],
        ['LF-0104', 'Ames, Lou', '10.00', '2026-07'],
        ['LF-0105', 'Bell, Ida', '10.00', '13/2026'],
      ],
      today,
    );
    expect(parsed.layout.columns.date).toBe('Statement Month');
    // today is 2026-11-24: Oct 31 is 24 days before, Sep 30 55, Aug 31 85, Jul 31 116.
    expect(parsed.records.map((r) => [r.writingNumber, r.ageDays])).toEqual([
      ['LF-0101', 24],
      ['LF-0102', 55],
      ['LF-0103', 85],
      ['LF-0104', 116],
    ]);
    expect(parsed.errors).toEqual(['Row 6: the date "13/2026" is not a date']);
  });

  it('reads a layout that names the agent once in a heading above their policy rows', () => {
    const parsed = parseReportTable(
      [
        ['Royal Neighbors of America — Agent Debt by Policy'],
        ['Policy', 'Insured Name', 'Chargeback Amount', 'Trdt'],
        ['Agent: 40213  SMITH, WILLIAM H'],
        ['RN1001', 'DOE, JANE', '120.00', '09/15/2026'],
        ['RN1002', 'ROE, RICHARD', '80.00', '09/20/2026'],
        ['Subtotals for Agent 40213', '', '200.00', ''],
        ['Agent: 40555  GARCIA, MARIA'],
        ['RN2001', 'POE, EDGAR', '(15.00)', '10/01/2026'],
        ['Subtotals for Agent 40555', '', '(15.00)', ''],
        ['Report Total', '', '185.00', ''],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.name, r.amountCents, r.ageDays])).toEqual([
      ['40213', 'SMITH, WILLIAM H', 12000, 70],
      ['40213', 'SMITH, WILLIAM H', 8000, 65],
      ['40555', 'GARCIA, MARIA', -1500, 54],
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('takes the debt date from a column under the carrier’s own name, and refuses an unreadable one per row', () => {
    const parsed = parseReportTable(
      [
        ['agent_id', 'agent_name', 'clawback_amount', 'clawback_created_at'],
        ['E1', 'Ann One', '10.00', '2026-10-25T14:02:11Z'],
        ['E2', 'Bo Two', '10.00', 'sometime'],
      ],
      today,
    );
    expect(parsed.records.map((r) => [r.writingNumber, r.ageDays])).toEqual([['E1', 30]]);
    expect(parsed.errors).toEqual(['Row 3: the date "sometime" is not a date']);
  });

  it('says what it found and where to map it when there is no balance column', () => {
    expect(() =>
      parseReportTable(
        [
          ['Agent Name', 'Policy', 'Premium'],
          ['Ann One', 'P1', '100.00'],
        ],
        today,
      ),
    ).toThrow(
      /No balance column.*found Agent Name, Policy, Premium\. Map the balance column under Companies → Report layout/,
    );
  });

  it('never passes over an empty balance column for a lesser one, and says it is empty', () => {
    expect(() =>
      parseReportTable(
        [
          ['Agent Code', 'Agent Name', 'Advance', 'Net Balance'],
          ['F1', 'Ann One', '100.00', ''],
          ['F2', 'Bo Two', '50.00', ''],
        ],
        today,
      ),
    ).toThrow(/The balance column "Net Balance" \(header row 1\) has no values: if it holds formulas/);
  });

  it('says a report with a header and nothing under it has no rows, not that its balance column is missing', () => {
    for (const rows of [
      [['Agent Name', 'NPN', 'Balance Due']],
      [['Debt Report'], ['Agent Name', 'Balance'], [], ['']],
    ]) {
      expect(() => parseReportTable(rows, today)).toThrow(
        /has a header \(header row \d: Agent Name, .*Balance.*\) but no rows under it; nothing was imported/,
      );
    }
  });
});
