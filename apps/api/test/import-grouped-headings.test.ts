import * as XLSX from 'xlsx';
import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { knownAgent, owedByWritingNumber, upload } from './uploads';

/**
 * A grouped report names each agent once, in a heading row, with their policy rows beneath. The
 * headings here are written name first, as many carriers print them: "SMITH, WILLIAM H (40213)",
 * "JONES, MARY ANN - 40214", "GARCIA, MARIA  40555", "Agent Name: LEE, PAT (40215)", "Agent: KING, ANN
 * (Writing #40216)", "Producer: HALE, IDA - 40217", and a second SMITH, WILLIAM H under 40299. Each
 * agent's subtotal, a section line and the report's total are no one's. Balances written by hand.
 */
const TITLE = ['Chargeback Detail by Writing Agent'];
const HEADER = ['Policy Number', 'Insured Name', 'Chargeback Date', 'Chargeback Amount'];
/** The report's rows after its header; a heading's cells after the first are empty. */
const ROWS: (string | number)[][] = [
  ['SMITH, WILLIAM H (40213)'],
  ['LB1001', 'DOE, JANE', '09/03/2026', 250],
  ['LB1002', 'ROE, RICK', '09/28/2026', 125.5],
  ['Total for SMITH, WILLIAM H (40213)', '', '', 375.5],
  ['JONES, MARY ANN - 40214'],
  ['LB2001', 'POE, EDGAR', '10/05/2026', 80],
  ['Total for JONES, MARY ANN - 40214', '', '', 80],
  ['Pending Chargebacks'],
  ['GARCIA, MARIA  40555'],
  ['LB3001', 'FOX, AL', '10/06/2026', 40],
  ['LB3002', 'GUY, BO', '10/07/2026', -15],
  ['Total for GARCIA, MARIA  40555', '', '', 25],
  ['Agent Name: LEE, PAT (40215)'],
  ['LB4001', 'ELM, CY', '10/08/2026', 10],
  ['Agent: KING, ANN (Writing #40216)'],
  ['LB5001', 'ASH, DI', '10/09/2026', 5.25],
  ['Section 2 - Reversals'],
  ['Producer: HALE, IDA - 40217'],
  ['LB6001', 'OAK, ED', '10/10/2026', 1],
  ['SMITH, WILLIAM H (40299)'],
  ['LB7001', 'IVY, FAY', '10/11/2026', 60],
  ['Total for SMITH, WILLIAM H (40299)', '', '', 60],
  ['Grand Total', '', '', 556.75],
];

/** What each writing number owes at the carrier after the report, by hand. */
const EXPECTED: Record<string, { name: string; owed: number }> = {
  '40213': { name: 'WILLIAM H SMITH', owed: 375.5 },
  '40214': { name: 'MARY ANN JONES', owed: 80 },
  '40555': { name: 'MARIA GARCIA', owed: 25 },
  '40215': { name: 'PAT LEE', owed: 10 },
  '40216': { name: 'ANN KING', owed: 5.25 },
  '40217': { name: 'IDA HALE', owed: 1 },
  '40299': { name: 'WILLIAM H SMITH', owed: 60 },
};

const cell = (value: string | number | undefined) => {
  const text = typeof value === 'number' ? value.toFixed(2) : (value ?? '');
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The report as a CSV. GARCIA's heading is written without quotes, so the CSV splits it at its comma
 * ("GARCIA" | "MARIA  40555"), as some exports do.
 */
function groupedCsv(): string {
  const lines = [TITLE, HEADER, ...ROWS].map((row) =>
    row[0] === 'GARCIA, MARIA  40555' ? 'GARCIA, MARIA  40555,,,' : HEADER.map((_, c) => cell(row[c])).join(','),
  );
  return `${lines.join('\n')}\n`;
}

/** The report as an .xlsx; the second SMITH's heading is spread over two cells ("SMITH, WILLIAM H" | "(40299)"). */
function groupedWorkbook(): Buffer {
  const rows = [TITLE, HEADER, ...ROWS].map((row) =>
    row[0] === 'SMITH, WILLIAM H (40299)' ? ['SMITH, WILLIAM H', '(40299)'] : row,
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'By Agent');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describeApi('a report grouped under agent headings written name first', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const db = () => database().db;

  for (const [kind, file, data] of [
    ['CSV', 'chargebacks-by-agent.csv', groupedCsv()],
    ['.xlsx', 'chargebacks-by-agent.xlsx', groupedWorkbook()],
  ] as const) {
    it(`gives each heading's agent the rows beneath it (${kind}); subtotals, sections and the total are no one's`, async () => {
      await knownAgent(db(), { name: 'SMITH, WILLIAM H', writingNumber: '40213', owed: 300 });
      await knownAgent(db(), { name: 'OLD, OTTO', writingNumber: '40001', owed: 99 });
      const response = await upload(app(), '/api/upload/1', file, data);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.errors).toEqual([]);
      expect(body.review).toEqual([]);
      expect(body).toMatchObject({ recordsProcessed: 9, recordsImported: 9 });
      expect(body.layout.summaryRowsSkipped).toBe(5);
      expect(body.changes).toMatchObject({ new: 6, increased: 1, cleared: 1, totalAfter: 556.75 });

      const { '40213': smith, ...others } = EXPECTED;
      expect(await owedByWritingNumber(db())).toEqual({
        '40213': { ...smith!, name: 'SMITH, WILLIAM H' },
        ...others,
        '40001': { name: 'OLD, OTTO', owed: 0 },
      });

      const again = (await upload(app(), '/api/upload/1', file, data)).json();
      expect(again.changes).toMatchObject({ new: 0, increased: 0, decreased: 0, cleared: 0, unchanged: 7 });
    });
  }

  // An agent statement: the first agent named above the column header, each section closed by a balance line.
  const statement = (johnLines: string[]) =>
    [
      'Agent Debit Statement',
      'Agent: 12345  SMITH, JOHN A',
      'Date,Description,Policy,Amount',
      ...johnLines,
      '',
      'Agent: 12346  DOE, JANE',
      'Date,Description,Policy,Amount',
      '10/03/2026,Advance chargeback,LH200,125.50',
      ',Ending Balance,,125.50',
    ].join('\n');
  const uploadStatement = async (johnLines: string[]) => {
    const response = await upload(app(), '/api/upload/1', 'statement.csv', statement(johnLines));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('gives the agent named above the header their lines, and a balance line is their total, not a debt', async () => {
    const body = await uploadStatement([
      '10/01/2026,Advance chargeback,LH100,500.00',
      '10/15/2026,Commission applied,LH100,-200.00',
      ',Ending Balance,,300.00',
    ]);
    expect(body).toMatchObject({ errors: [], review: [], recordsImported: 3 });
    expect(body.changes).toMatchObject({ new: 2, totalAfter: 425.5 });
    expect(await owedByWritingNumber(db())).toEqual({
      '12345': { name: 'JOHN A SMITH', owed: 300 },
      '12346': { name: 'JANE DOE', owed: 125.5 },
    });
  });

  it('matches an agent by the NPN their heading gives ("NPN: 17000001"), whatever name the agency keeps', async () => {
    const { id } = await db()
      .insertInto('agents')
      .values({ name: 'Johnny Smith', npn: '17000001', carrier_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await upload(
      app(),
      '/api/upload/1',
      'statement.csv',
      ['Agent: SMITH, JOHN A  NPN: 17000001', 'Date,Description,Amount', '10/01/2026,Advance chargeback,80.00'].join(
        '\n',
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().changes).toMatchObject({ new: 0, increased: 1, totalAfter: 80 });
    const debts = await db().selectFrom('debts').select(['agent_id', 'amount']).where('carrier_id', '=', 1).execute();
    expect(debts).toEqual([{ agent_id: id, amount: '80.00' }]);
  });

  it("reads a balance brought forward as an agent's first line, their lines added to it", async () => {
    await knownAgent(db(), { name: 'SMITH, JOHN A', writingNumber: '12345', owed: 1000 });
    const body = await uploadStatement([
      '09/30/2026,Balance Forward,,1000.00',
      '10/01/2026,Advance chargeback,LH100,300.00',
      ',Ending Balance,,1300.00',
    ]);
    // Before: the balance forward was skipped as a page's carry, and the Ending Balance line went to review.
    expect(body.review).toEqual([]);
    expect(await owedByWritingNumber(db())).toEqual({
      '12345': { name: 'SMITH, JOHN A', owed: 1300 },
      '12346': { name: 'JANE DOE', owed: 125.5 },
    });
  });

  it("holds an agent's balance when their balance line is not what their lines add up to, and asks", async () => {
    await knownAgent(db(), { name: 'SMITH, JOHN A', writingNumber: '12345', owed: 1000 });
    const body = await uploadStatement([
      '09/30/2026,Balance Forward,,1000.00',
      '10/01/2026,Advance chargeback,LH100,300.00',
      ',Ending Balance,,1500.00',
    ]);
    expect(body.review).toHaveLength(1);
    expect(body.review[0].reason).toMatch(
      /balance line says \$1,500\.00 but the rows above it for this agent add up to \$1,300\.00/,
    );
    // John keeps what he owed until staff decide; Jane's section agreed and is applied.
    expect(await owedByWritingNumber(db())).toEqual({
      '12345': { name: 'SMITH, JOHN A', owed: 1000 },
      '12346': { name: 'JANE DOE', owed: 125.5 },
    });
  });
});
