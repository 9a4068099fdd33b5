import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { classifyHeader } from './header-classify';
import { readUploadedSheets } from './read-file';
import { groupReportRows } from './report-groups';
import { parseReportSheets } from './report-parser';

// Carrier and agency-system reports laid out as they print them, each read as an upload reads it:
// the file reader, the report parser, then one group per agent. Balances are added up by hand.
const today = new Date(2026, 10, 24);

async function readReport(filename: string, data: Buffer) {
  const parsed = parseReportSheets(await readUploadedSheets(filename, data, ['csv', 'xlsx']), today);
  const groups = groupReportRows(parsed.records, parsed.problems);
  return {
    columns: parsed.layout.columns,
    owed: groups.map((g) => [g.writingNumber, g.name, g.cents, g.ageDays]),
    errors: parsed.errors,
  };
}

const readCsv = (text: string) => readReport('report.csv', Buffer.from(text));

describe("carriers' own words for the agent", () => {
  it('reads a commission statement\'s "Recipient ID" and "Recipient Name" (refused before: no agent column)', async () => {
    const report = await readCsv(
      [
        'Recipient ID,Recipient Name,Policy Number,Chargeback Amount,Process Date',
        'R100,"SMITH, JOHN",P-1,125.00,10/15/2026',
        'R100,"SMITH, JOHN",P-2,40.10,10/20/2026',
        'R200,"DOE, JANE",P-3,80.50,10/20/2026',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({
      writingNumber: 'Recipient ID',
      name: 'Recipient Name',
      amount: 'Chargeback Amount',
      date: 'Process Date',
    });
    // 125.00 + 40.10 = 165.10, owed since the earlier process date (10/15: 40 days before 11/24).
    expect(report.owed).toEqual([
      ['R100', 'SMITH, JOHN', 16510, 40],
      ['R200', 'DOE, JANE', 8050, 35],
    ]);
    expect(report.errors).toEqual([]);
  });

  it('reads a bare "Recipient" as the name and "Recipient #" as the writing number, by their values', async () => {
    const report = await readCsv('Recipient #,Recipient,Debit Balance\nR100,"SMITH, JOHN",12.00\n');
    // The two headers read alike once "#" is set aside, so each is named with its place.
    expect(report.columns).toMatchObject({
      writingNumber: 'Recipient # (column 1)',
      name: 'Recipient (column 2)',
      amount: 'Debit Balance',
    });
    expect(report.owed).toEqual([['R100', 'SMITH, JOHN', 1200, null]]);
  });

  it('reads Aflac\'s "Associate Number" and "Associate Name" (refused before)', async () => {
    const report = await readCsv(
      'Associate Number,Associate Name,Advance Balance,Statement Date\nAF01,John Smith,"1,200.00",10/31/2026\n',
    );
    expect(report.columns).toMatchObject({ writingNumber: 'Associate Number', name: 'Associate Name' });
    expect(report.owed).toEqual([['AF01', 'John Smith', 120000, 24]]);
  });

  it('reads Mutual of Omaha\'s "Production Number" as the writing number (before: matched by name alone)', async () => {
    const report = await readCsv(
      'Production Number,Agent Name,Unearned Commission Balance,As Of\nRL3001,John Smith,640.25,10/31/2026\n',
    );
    expect(report.columns).toMatchObject({ writingNumber: 'Production Number', name: 'Agent Name' });
    expect(report.owed).toEqual([['RL3001', 'John Smith', 64025, 24]]);
  });

  it('still takes neither "Agency Name" nor "Payee Agency" for the agent: a report naming only the agency asks', async () => {
    const withAgent = await readCsv(
      'Agency Name,Agent Code,Agent Name,Debit Balance\nBest Agency LLC,A1,John Smith,100.00\n',
    );
    expect(withAgent.owed).toEqual([['A1', 'John Smith', 10000, null]]);
    await expect(readCsv('Payee Agency,Chargeback Balance\nBest Agency LLC,100.00\n')).rejects.toThrow(
      /a column naming the agent.*Found: Payee Agency, Chargeback Balance\. Map the columns under Companies → Report layout/,
    );
  });
});

describe('what is still owed of an advance, before the advance as paid', () => {
  it('bills "Unrecovered Advance", not the "Advance Amount" beside it (before: billed the advance, 900.00)', async () => {
    const report = await readCsv(
      [
        'Agent ID,Agent Name,Policy #,Issue Date,Advance Amount,Unrecovered Advance',
        'X1,John Smith,P-1,01/05/2026,900.00,450.00',
        'X1,John Smith,P-2,02/05/2026,300.00,299.99',
        'X2,Jane Doe,P-3,02/05/2026,600.00,50.00',
      ].join('\n'),
    );
    expect(report.columns.amount).toBe('Unrecovered Advance');
    // 450.00 + 299.99; the issue date is the policy's, not the debt's.
    expect(report.owed).toEqual([
      ['X1', 'John Smith', 74999, null],
      ['X2', 'Jane Doe', 5000, null],
    ]);
  });

  it('bills the "Chargeback Amount", not the "Advance Amount" beside it (refused before as two equal balances)', async () => {
    const report = await readCsv(
      [
        'Agent Code,Agent Name,Policy,Advance Amount,Chargeback Amount,Chargeback Date',
        'A7,Ann Lee,P-1,1200.00,400.00,10/25/2026',
        'A7,Ann Lee,P-2,600.00,0.00,10/25/2026',
        'B8,Bob Ray,P-3,900.00,900.00,11/04/2026',
      ].join('\n'),
    );
    expect(report.columns.amount).toBe('Chargeback Amount');
    expect(report.owed).toEqual([
      ['A7', 'Ann Lee', 40000, 30],
      ['B8', 'Bob Ray', 90000, 20],
    ]);
    expect(report.errors).toEqual([]);
  });

  it('bills "Amount Recoverable" over "Chargeback Amount"; a paid-thru or effective date is not the debt\'s (refused before)', async () => {
    const report = await readCsv(
      [
        'Writing Agent,Agent Name,Chargeback Amount,Amount Recoverable,Paid Thru Date,Effective Date',
        'W1,John Smith,500.00,210.00,08/01/2026,01/01/2026',
        'W2,Jane Doe,75.00,75.00,09/01/2026,02/01/2026',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({ amount: 'Amount Recoverable' });
    expect(report.columns.date).toBeUndefined();
    expect(report.owed).toEqual([
      ['W1', 'John Smith', 21000, null],
      ['W2', 'Jane Doe', 7500, null],
    ]);
  });

  it('bills "Advance Remaining" over "Original Advance", with split name columns, and never "Months Remaining" (refused before)', async () => {
    const report = await readCsv(
      [
        'Agent Number,Agent Last Name,Agent First Name,Insured Name,Original Advance,Advance Remaining,Months Remaining',
        'A1,Smith,John,Mary Jones,900.00,450.00,6',
        'A2,Doe,Jane,Bob Brown,300.00,100.25,4',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({
      writingNumber: 'Agent Number',
      lastName: 'Agent Last Name',
      firstName: 'Agent First Name',
      amount: 'Advance Remaining',
    });
    expect(report.owed).toEqual([
      ['A1', 'John Smith', 45000, null],
      ['A2', 'Jane Doe', 10025, null],
    ]);
  });

  it('bills the "Total Balance" that is the "Advance Balance" plus the "Chargeback Balance" on every row', async () => {
    const header = 'Writing Agent,Agent Name,Advance Balance,Chargeback Balance,Total Balance';
    const report = await readCsv(
      [
        header,
        'W100,"SMITH, JOHN",100.00,45.00,145.00',
        'W101,"DOE, JANE",0.00,80.00,80.00',
        'W102,"ROE, RICK",50.00,,50.00',
        'Report Total,,150.00,125.00,275.00',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({ amount: 'Total Balance' });
    expect(report.owed.map(([writingNumber, , cents]) => [writingNumber, cents])).toEqual([
      ['W100', 14500],
      ['W101', 8000],
      ['W102', 5000],
    ]);
    // "Net Balance" = "Debt" less "Credit Balance": the net, though the credit is a balance column too,
    // never "Debt" as the total of the other two.
    const net = await readCsv(
      [
        'Agent #,Agent Name,Debt,Credit Balance,Net Balance',
        'W1,"SMITH, JOHN",200.00,55.00,145.00',
        'W2,"DOE, JANE",80.00,0.00,80.00',
        'W3,"ROE, RICK",90.00,10.00,80.00',
      ].join('\n'),
    );
    expect(net.columns).toMatchObject({ amount: 'Net Balance' });
    // A total that is not the parts' sum on some row proves nothing: the report asks which is owed.
    await expect(
      readCsv([header, 'W100,"SMITH, JOHN",100.00,45.00,145.00', 'W101,"DOE, JANE",10.00,80.00,80.00'].join('\n')),
    ).rejects.toThrow(
      /Several columns could be the balance owed: "Advance Balance" and "Chargeback Balance" and "Total Balance"/,
    );
  });

  it('reads the latest of balances headed by their day ("Balance 09/30/2026", "Balance 10/31/2026")', async () => {
    const byDay = await readCsv(
      [
        'Agent #,Agent Name,Balance 09/30/2026,Balance 10/31/2026',
        'W1,"SMITH, JOHN",100.00,145.00',
        'W2,"DOE, JANE",80.00,80.00',
      ].join('\n'),
    );
    expect(byDay.columns).toMatchObject({ amount: 'Balance 10/31/2026' });
    expect(byDay.owed.map(([writingNumber, , cents]) => [writingNumber, cents])).toEqual([
      ['W1', 14500],
      ['W2', 8000],
    ]);
    // One balance headed with its day is the balance (refused before: "No balance column").
    const one = await readCsv(
      ['Agent #,Agent Name,Debit Balance as of Oct 31 2026', 'W1,"SMITH, JOHN",145.00'].join('\n'),
    );
    expect(one.columns).toMatchObject({ amount: 'Debit Balance as of Oct 31 2026' });
    // Two kinds of balance on the same day are still two balances: the report asks.
    await expect(
      readCsv(
        [
          'Agent #,Agent Name,Advance Balance 10/31/2026,Chargeback Balance 10/31/2026',
          'W1,"SMITH, JOHN",100.00,45.00',
        ].join('\n'),
      ),
    ).rejects.toThrow(/Two columns could be the balance owed/);
  });

  it('still asks between two balances owed now ("Net Amount Due" and "Outstanding Balance")', async () => {
    await expect(
      readCsv('Payee ID,Payee Name,Net Amount Due,Outstanding Balance\nP1,John Smith,500.00,450.00\n'),
    ).rejects.toThrow(/Two columns could be the balance owed: "Net Amount Due" and "Outstanding Balance"/);
  });

  it('bills the "Net Amount Due" that is the "Unrecovered Advance" less what was recovered (refused before as two equal balances)', async () => {
    const report = await readCsv(
      [
        'Humana Agent Debt Report',
        'Run Date: 11/20/2026',
        '',
        'Producer Code,Producer Name (Last First),Policy Number,Issue Date,Unrecovered Advance,Recovered YTD,Net Amount Due',
        'HU00412,"GARCIA, MARIA L",H8812345,01/15/2026,"1,250.00",250.00,"1,000.00"',
        'HU00412,"GARCIA, MARIA L",H8812399,02/01/2026,600.00,0.00,600.00',
        'HU00977,"NGUYEN, THANH",H8815555,03/10/2026,480.50,100.00,380.50',
        'Producer Total HU00977,,,,480.50,100.00,380.50',
        'HU01022,"O\'BRIEN, PATRICK J, III",H8819000,04/04/2026,75.00,,75.00',
        'Grand Total,,,,"2,405.50",350.00,"2,055.50"',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({
      writingNumber: 'Producer Code',
      name: 'Producer Name (Last First)',
      amount: 'Net Amount Due',
    });
    expect(report.owed).toEqual([
      ['HU00412', 'GARCIA, MARIA L', 160000, null],
      ['HU00977', 'NGUYEN, THANH', 38050, null],
      ['HU01022', "O'BRIEN, PATRICK J, III", 7500, null],
    ]);
  });

  it('still asks when the columns differ by adjustments of either sign (each is then the other plus something)', async () => {
    await expect(
      readCsv(
        [
          'Agent Code,Agent Name,Unrecovered Advance,Adjustments,Net Amount Due',
          'A1,John Smith,500.00,-50.00,450.00',
          'A2,Jane Doe,300.00,25.00,325.00',
          'A3,Ann Lee,100.00,-10.00,90.00',
        ].join('\n'),
      ),
    ).rejects.toThrow(/Two columns could be the balance owed: "Unrecovered Advance" and "Net Amount Due"/);
  });

  it("still asks between an agency system's chargeback balance and its ending agent balance", async () => {
    await expect(
      readCsv(
        [
          'Agent ID,Name,Beginning Agent Balance,New Advances,Chargeback Balance,Ending Agent Balance',
          'C1,John Smith,100.00,50.00,0.00,140.00',
        ].join('\n'),
      ),
    ).rejects.toThrow(/"Chargeback Balance" and "Ending Agent Balance"/);
  });
});

describe("the debt's own date, not the statement's nor the policy's", () => {
  it('dates a debt by its "Posting Date", not the "Statement Date" left of it (before: the statement date, 24 days)', async () => {
    const report = await readCsv(
      'Agent ID,Agent Name,Outstanding Balance,Statement Date,Posting Date\nX1,John Smith,450.00,10/31/2026,08/15/2026\n',
    );
    expect(report.columns).toMatchObject({ amount: 'Outstanding Balance', date: 'Posting Date' });
    expect(report.owed).toEqual([['X1', 'John Smith', 45000, 101]]);
  });

  it('dates by an "Origination Date" or "Date Incurred" before a statement date', async () => {
    const agencyBloc = await readCsv(
      'Agent Name,Agent ID,Processed Agent Statement Date,Origination Date,Agent Balance\nJohn Smith,AB1,10/31/2026,06/15/2026,120.00\n',
    );
    expect(agencyBloc.columns.date).toBe('Origination Date');
    expect(agencyBloc.owed).toEqual([['AB1', 'John Smith', 12000, 162]]);
    const incurred = await readCsv(
      'Agent Code,Agent Name,Statement Date,Date Incurred,Amount Owed\nA1,John Smith,10/31/2026,06/15/2026,120.00\n',
    );
    expect(incurred.columns.date).toBe('Date Incurred');
    expect(incurred.owed).toEqual([['A1', 'John Smith', 12000, 162]]);
  });

  it('reads Americo\'s "Prdt" (process date) beside "Eff. Date", the policy\'s (before: no date)', async () => {
    const report = await readCsv(
      [
        'Agent Code,Agent Name,Policy Number,Eff. Date,Prdt,Amt',
        'AM1,"SMITH, JOHN",P-1,01/01/2026,09/20/2026,120.00',
        'AM1,"SMITH, JOHN",P-2,02/01/2026,10/20/2026,-20.00',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({ writingNumber: 'Agent Code', amount: 'Amt', date: 'Prdt' });
    expect(report.owed).toEqual([['AM1', 'SMITH, JOHN', 10000, 65]]);
  });

  it('takes a "Chargeback Effective Date" as the debt\'s date, and a "Policy Eff Date" not (before: neither)', async () => {
    const report = await readCsv(
      'Agent Code,Agent Name,Policy Eff Date,Chargeback Effective Date,Chargeback Amount\nAM1,John Smith,01/01/2026,09/20/2026,120.00\n',
    );
    expect(report.columns).toMatchObject({ amount: 'Chargeback Amount', date: 'Chargeback Effective Date' });
    expect(report.owed).toEqual([['AM1', 'John Smith', 12000, 65]]);
  });

  it('does not date a debt by the last payment on it (before: aged from the payment, 54 days)', async () => {
    const report = await readCsv(
      [
        'Agent #,Agent Name,Status,Debit Balance,Last Payment Date,Last Payment Amount',
        'A1,John Smith,Terminated,"1,200.00",10/01/2026,50.00',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({ amount: 'Debit Balance' });
    expect(report.columns.date).toBeUndefined();
    expect(report.owed).toEqual([['A1', 'John Smith', 120000, null]]);
  });

  it("reads Assurity's unsecured debt export: the application and paid-to dates are the policy's (before: aged from the application)", async () => {
    const report = await readCsv(
      [
        'Agent Name,Agent ID,Agent Status,PolicyNumber,InsuredName,Application Date,Paid to Date,Unsecured Advance Owed',
        'John Smith,AS1,Active,P-1,Mary Jones,01/02/2026,03/01/2026,400.00',
        'John Smith,AS1,Active,P-2,Ann Lee,02/02/2026,04/01/2026,12.34',
        'Jane Doe,AS2,Terminated,P-3,Bob Brown,02/02/2026,04/01/2026,125.00',
      ].join('\n'),
    );
    expect(report.columns).toMatchObject({ writingNumber: 'Agent ID', amount: 'Unsecured Advance Owed' });
    expect(report.columns.date).toBeUndefined();
    expect(report.owed).toEqual([
      ['AS1', 'John Smith', 41234, null],
      ['AS2', 'Jane Doe', 12500, null],
    ]);
  });

  it('reads an .xlsx with a title, "Recipient" columns, real dates and "Advance Balance Remaining"', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Advance Balance Report'],
      [],
      ['Recipient ID', 'Recipient Name', 'Statement Date', 'Posting Date', 'Advance Balance Remaining'],
      ['R100', 'SMITH, JOHN', new Date(Date.UTC(2026, 9, 31)), new Date(Date.UTC(2026, 7, 15)), 1234.56],
      ['R200', 'DOE, JANE', new Date(Date.UTC(2026, 9, 31)), new Date(Date.UTC(2026, 8, 20)), 99.5],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Advances');
    const report = await readReport('report.xlsx', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(report.columns).toMatchObject({
      writingNumber: 'Recipient ID',
      name: 'Recipient Name',
      date: 'Posting Date',
      amount: 'Advance Balance Remaining',
    });
    expect(report.owed).toEqual([
      ['R100', 'SMITH, JOHN', 123456, 101],
      ['R200', 'DOE, JANE', 9950, 65],
    ]);
  });
});

describe('headers read by their words', () => {
  it.each([
    ['Recipient', 'name'],
    ['Recipient', 'writingNumber'],
    ['Recipient Nbr', 'writingNumber'],
    ['Recipient Last Name', 'lastName'],
    ['Associate #', 'writingNumber'],
    ['Unrecovered Advances', 'amount'],
    ['Remaining Advance Amt', 'amount'],
    ['Chargeback Eff Dt', 'date'],
    ['Transaction Effective Date', 'date'],
    ['Date Originated', 'date'],
    ['AOR Name', 'name'],
    ['AOR NPN', 'npn'],
    ['Agent of Record', 'name'],
    ['Agent of Record #', 'writingNumber'],
    ['Producer of Record', 'writingNumber'],
    ['Enroller Name', 'name'],
    ['Writing Producer', 'writingNumber'],
    ['Commission Recapture', 'amount'],
    ['AGT_NM', 'name'],
    ['PRDCR_CD', 'writingNumber'],
    ['WRTG_AGT_NBR', 'writingNumber'],
    ['AGT_LST_NM', 'lastName'],
    ['CB_DTE', 'date'],
    ['UNREC_ADV_BAL', 'amount'],
    ['Producer Name (Last First)', 'name'],
    ['Agent Name (Last, First MI)', 'name'],
    ['Last Name, First Name', 'name'],
    ['Name (First Last)', 'name'],
    ['Sales Agent', 'name'],
    ['Sales Agent', 'writingNumber'],
    ['Sales Rep', 'name'],
    ['Lapse Date', 'date'],
    ['Policy Lapse Date', 'date'],
    ['Policy Cancel Date', 'date'],
  ])('reads "%s" as %s', (header, field) => {
    expect(classifyHeader(header).map((candidate) => candidate.field)).toContain(field);
  });

  it.each([
    'Months Remaining',
    'Remaining Months',
    'Adv Mos',
    'Chargeback Number',
    'Chargeback ID',
    'Application Date',
    'App Date',
    'Last Payment Date',
    'Repayment Date',
    'Policy Expiration Date',
    'Policy Issue Date',
    'Policy Number',
    'Chargeback Paid Date',
    'Insured Name (Last, First)',
    'INSD_NM',
    'POL_NBR',
    'Adjustment Amount',
  ])('takes "%s" for no field', (header) => {
    expect(classifyHeader(header)).toEqual([]);
  });

  it('ranks what is left of an advance above the chargeback and the advance as paid', () => {
    const rank = (header: string) => classifyHeader(header).find((c) => c.field === 'amount')?.rank;
    expect(rank('Unrecovered Advance')).toBe(1);
    expect(rank('Amount Recoverable')).toBe(1);
    expect(rank('Advance Remaining')).toBe(1);
    expect(rank('Chargeback Amount')).toBe(2);
    expect(rank('Original Advance')).toBe(3);
  });
});
