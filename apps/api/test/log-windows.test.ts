import { beforeAll, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

const DAY_MS = 86_400_000;

/** A CSV's cells as the text written. */
function parse(csv: string): string[][] {
  const book = XLSX.read(csv, { type: 'string', raw: true });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

/**
 * Issue 15: the Database Viewer's Email History and File Uploads tabs read windows of their log,
 * searched and sorted by the server with the total, and their exports stream what the tab shows.
 */
describeApi('email history and file uploads as server windows and streamed exports', ({ app, database, reset }) => {
  const now = Date.now();
  let chrisId: number;

  beforeAll(async () => {
    await reset();
    await initCompanies(app());
    const db = database().db;
    [chrisId] = (await insertAgents(db, [{ name: 'Chris Hall' }, { name: 'Dana Ives' }])) as [number, number];
    const [dana] = await db.selectFrom('agents').select('id').where('name', '=', 'Dana Ives').execute();
    const template = await db
      .insertInto('email_templates')
      .values({ name: '46-90 days template', subject: 's', body: 'b', debt_age_min: 46, debt_age_max: 90 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('email_history')
      .values([
        {
          agent_id: chrisId,
          subject: 'Balance notice 2',
          to_address: 'chris@example.com',
          sent_at: new Date(now - 3 * DAY_MS),
        },
        {
          agent_id: chrisId,
          template_id: template.id,
          subject: 'Balance notice 10',
          to_address: 'chris@example.com',
          status: 'failed',
          sent_at: new Date(now - DAY_MS),
        },
        { agent_id: dana!.id, subject: '=HYPERLINK("x")', status: 'outbox', sent_at: new Date(now - 2 * DAY_MS) },
      ])
      .execute();
    await db
      .insertInto('file_uploads')
      .values([
        {
          filename: 'aetna-oct.csv',
          carrier_id: 2,
          records_processed: 10,
          records_imported: 9,
          status: 'success',
          uploaded_at: new Date(now - 2 * DAY_MS),
        },
        {
          filename: 'roster.xlsx',
          kind: 'agent_list',
          records_processed: 5,
          records_imported: 5,
          status: 'success',
          uploaded_at: new Date(now - DAY_MS),
        },
        {
          filename: 'amam-sep.csv',
          carrier_id: 1,
          records_processed: 300,
          records_imported: 0,
          status: 'failed',
          uploaded_at: new Date(now - 5 * DAY_MS),
        },
      ])
      .execute();
  });

  async function trpc<T>(path: string, input: object) {
    const response = await app().inject({
      method: 'GET',
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    });
    return { status: response.statusCode, data: (response.json() as { result?: { data: T } }).result?.data };
  }
  type HistoryWindow = {
    total: number;
    rows: { subject: string; agentName: string | null; templateName: string | null }[];
  };
  type UploadWindow = { total: number; rows: { filename: string; carrierName: string | null }[] };

  it('the Email History window: newest first, sorted as people read (2 before 10), searched, filtered, counted', async () => {
    const newest = await trpc<HistoryWindow>('emailHistory.window', {});
    expect(newest.data?.total).toBe(3);
    expect(newest.data?.rows.map((r) => r.subject)).toEqual([
      'Balance notice 10',
      '=HYPERLINK("x")',
      'Balance notice 2',
    ]);
    expect(newest.data?.rows[0]).toMatchObject({ agentName: 'Chris Hall', templateName: '46-90 days template' });
    const bySubject = await trpc<HistoryWindow>('emailHistory.window', { sort: 'subject', order: 'asc' });
    expect(bySubject.data?.rows.map((r) => r.subject)).toEqual([
      '=HYPERLINK("x")',
      'Balance notice 2',
      'Balance notice 10',
    ]);
    const chris = await trpc<HistoryWindow>('emailHistory.window', { search: 'CHRIS', limit: 1, offset: 1 });
    expect(chris.data).toMatchObject({ total: 2, rows: [{ subject: 'Balance notice 2' }] });
    const failed = await trpc<HistoryWindow>('emailHistory.window', { status: 'failed' });
    expect(failed.data?.rows.map((r) => r.subject)).toEqual(['Balance notice 10']);
    expect((await trpc('emailHistory.window', { sort: 'body' })).status).toBe(400);
  });

  it('the File Uploads window: newest first, by carrier with agent lists last, searched by file or carrier name', async () => {
    const newest = await trpc<UploadWindow>('fileUpload.window', {});
    expect(newest.data?.rows.map((r) => r.filename)).toEqual(['roster.xlsx', 'aetna-oct.csv', 'amam-sep.csv']);
    const byCarrier = await trpc<UploadWindow>('fileUpload.window', { sort: 'carrier', order: 'desc' });
    expect(byCarrier.data?.rows.map((r) => r.carrierName)).toEqual(['American Amicable', 'Aetna', null]);
    const byRecords = await trpc<UploadWindow>('fileUpload.window', { sort: 'records', order: 'desc', limit: 1 });
    expect(byRecords.data).toMatchObject({ total: 3, rows: [{ filename: 'amam-sep.csv' }] });
    const aetna = await trpc<UploadWindow>('fileUpload.window', { search: 'aetna' });
    expect(aetna.data?.rows.map((r) => r.filename)).toEqual(['aetna-oct.csv']);
  });

  it('GET /api/email-history/export.csv streams what the tab shows, formula-safe, with the filters', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/email-history/export.csv?sort=subject' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="email-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(response.body);
    expect(rows[0]).toEqual(['ID', 'Agent', 'Subject', 'Template', 'Status', 'Sent At']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
      ['Dana Ives', '\'=HYPERLINK("x")', '', 'outbox'],
      ['Chris Hall', 'Balance notice 2', '', 'sent'],
      ['Chris Hall', 'Balance notice 10', '46-90 days template', 'failed'],
    ]);
    const filtered = await app().inject({ method: 'GET', url: '/api/email-history/export.csv?status=failed' });
    expect(parse(filtered.body)).toHaveLength(2);
    const refused = await app().inject({ method: 'GET', url: '/api/email-history/export.csv?status=bounced' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/status/);
  });

  it('GET /api/file-uploads/export.csv streams what the tab shows; an agent list has no carrier', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/file-uploads/export.csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="file-uploads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(response.body);
    expect(rows[0]).toEqual(['ID', 'Filename', 'Carrier', 'Records Processed', 'Status', 'Uploaded At']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
      ['roster.xlsx', '', '5', 'success'],
      ['aetna-oct.csv', 'Aetna', '10', 'success'],
      ['amam-sep.csv', 'American Amicable', '300', 'failed'],
    ]);
    expect(rows[1]![5]).toBe(new Date(now - DAY_MS).toISOString());
    const searched = await app().inject({ method: 'GET', url: '/api/file-uploads/export.csv?search=amam' });
    expect(parse(searched.body).map((r) => r[1])).toEqual(['Filename', 'amam-sep.csv']);
  });
});
