import * as XLSX from 'xlsx';
import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { knownAgent, owedByWritingNumber, upload } from './uploads';

/**
 * A grouped report whose headings name the agent first name first, the writing number in brackets
 * and no label: "Jane Doe (40213)", "Mary Ann O'Neil [40214]", "JANE DOE (W40215)" (a second Jane Doe),
 * "William H. Smith Jr. (0040216)". Printed over two pages, its title comes back with the page number
 * ("Globe Life Chargeback Report,,,Page 2") and so does the run date. Balances written by hand.
 */
const TITLE = ['Globe Life Chargeback Report', '', '', 'Page 1'];
const RUN_DATE = ['Run Date: 11/20/2026'];
const HEADER = ['Policy Number', 'Insured Name', 'Chargeback Date', 'Chargeback Amount'];
const ROWS: (string | number)[][] = [
  ['Jane Doe (40213)'],
  ['LB1001', 'ROE, RICK', '09/03/2026', 250],
  ['LB1002', 'POE, EDGAR', '09/28/2026', 125.5],
  ['Total for Jane Doe (40213)', '', '', 375.5],
  ["Mary Ann O'Neil [40214]"],
  ['LB2001', 'FOX, AL', '10/05/2026', 80],
  ['Globe Life Chargeback Report', '', '', 'Page 2'],
  ['Run Date: 11/20/2026', '', '', 'Page 2'],
  HEADER,
  ['JANE DOE (W40215)'],
  ['LB3001', 'GUY, BO', '10/06/2026', 40],
  ['LB3002', 'ELM, CY', '10/07/2026', -15],
  ['William H. Smith Jr. (0040216)'],
  ['LB4001', 'ASH, DI', '10/08/2026', 10],
  ['Grand Total', '', '', 490.5],
];

const cell = (value: string | number | undefined) => {
  const text = typeof value === 'number' ? value.toFixed(2) : (value ?? '');
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function groupedCsv(): string {
  return `${[TITLE, RUN_DATE, HEADER, ...ROWS].map((row) => HEADER.map((_, c) => cell(row[c])).join(',')).join('\n')}\n`;
}

/** As an .xlsx, William H. Smith Jr.'s heading spread over two cells ("William H. Smith Jr." | "(0040216)"). */
function groupedWorkbook(): Buffer {
  const rows = [TITLE, RUN_DATE, HEADER, ...ROWS].map((row) =>
    row[0] === 'William H. Smith Jr. (0040216)' ? ['William H. Smith Jr.', '(0040216)'] : row,
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Chargebacks');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describeApi('a grouped report whose headings name the agent first name first', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const db = () => database().db;

  for (const [kind, file, data] of [
    ['CSV', 'chargebacks.csv', groupedCsv()],
    ['.xlsx', 'chargebacks.xlsx', groupedWorkbook()],
  ] as const) {
    it(`gives each heading's agent the rows beneath it, page titles no one's (${kind})`, async () => {
      await knownAgent(db(), { name: 'Jane Doe', writingNumber: '40213', owed: 300 });
      const response = await upload(app(), '/api/upload/1', file, data);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.errors).toEqual([]);
      expect(body.review).toEqual([]);
      expect(body.changes).toMatchObject({ new: 3, increased: 1, totalAfter: 490.5 });
      expect(await owedByWritingNumber(db())).toEqual({
        '40213': { name: 'Jane Doe', owed: 375.5 },
        '40214': { name: "Mary Ann O'Neil", owed: 80 },
        W40215: { name: 'JANE DOE', owed: 25 },
        '0040216': { name: 'William H. Smith Jr.', owed: 10 },
      });

      const again = (await upload(app(), '/api/upload/1', file, data)).json();
      expect(again.changes).toMatchObject({ new: 0, increased: 0, decreased: 0, cleared: 0, unchanged: 4 });
    });
  }

  it('a name and number without brackets or a label is a heading over policy rows that name no agent', async () => {
    const csv = groupedCsv().replace("Mary Ann O'Neil [40214]", "Mary O'Neil 40214");
    const body = (await upload(app(), '/api/upload/1', 'chargebacks.csv', csv)).json();
    expect(body.errors).toEqual([]);
    expect((await owedByWritingNumber(db()))['40214']).toEqual({ name: "Mary O'Neil", owed: 80 });
  });
});
