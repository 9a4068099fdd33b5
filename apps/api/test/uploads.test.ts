import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { fixture, multipart, upload } from './uploads';

const CSV = 'Writing Number,Agent Name,NPN,Balance\nW1,Ann One,100,$10.00\n';

describeApi('upload routes: carrier, file type per carrier, the file field, the upload record', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('takes CSV, .txt, .xlsx and .xls at every carrier and PDF only where the carrier accepts it', async () => {
    const doc = await upload(app(), '/api/upload/3', 'report.doc', CSV);
    expect(doc.statusCode).toBe(400);
    expect(doc.json().message).toBe('Invalid file type: Please upload CSV, Excel, or PDF files');
    const txt = await upload(app(), '/api/upload/2', 'report.txt', CSV);
    expect(txt.statusCode, txt.body).toBe(200);
    const pdfAt2 = await upload(app(), '/api/upload/2', 'report.pdf', fixture('report-carrier3.pdf'));
    expect(pdfAt2.statusCode).toBe(400);
    expect(pdfAt2.json().message).toBe('Invalid file type: Please upload CSV or Excel files only');
    const pdfAt3 = await upload(app(), '/api/upload/3', 'report.PDF', fixture('report-carrier3.pdf'));
    expect(pdfAt3.statusCode, pdfAt3.body).toBe(200);
    expect(pdfAt3.json()).toMatchObject({ recordsProcessed: 16, recordsImported: 16, errors: [] });
  });

  it('lets a carrier that is switched to accept PDF take one', async () => {
    const update = await app().inject({
      method: 'PUT',
      url: '/api/carriers/1',
      payload: { name: 'American Amicable', code: 'AMAM', active: true, acceptsPdf: true },
    });
    expect(update.statusCode, update.body).toBe(200);
    const response = await upload(app(), '/api/upload/1', 'report.pdf', fixture('report-carrier3.pdf'));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 404 for an unknown carrier and 400 for a carrier id that is not a number', async () => {
    const unknown = await upload(app(), '/api/upload/42', 'report.csv', CSV);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Carrier 42 not found');
    const bad = await upload(app(), '/api/upload/abc', 'report.csv', CSV);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a query parameter a route does not take, or one given twice, and changes nothing', async () => {
    const fileUploads = async () => (await app().inject('/api/file-uploads')).json().length;
    const cases: [string, string, RegExp][] = [
      [
        '/api/upload/1?Preview=true',
        'report.csv',
        /Preview: is not a query parameter of this endpoint \(it takes preview\)/,
      ],
      ['/api/upload/1?previw=true', 'report.csv', /previw: is not a query parameter .*\(it takes preview\)/],
      ['/api/upload/1?bogus=1', 'report.csv', /bogus: is not a query parameter .*\(it takes preview\)/],
      ['/api/upload/1?preview=true&preview=false', 'report.csv', /preview: is given more than once/],
      ['/api/upload/1?preview=yes', 'report.csv', /preview: must be true or false/],
      ['/api/upload/1/inspect?preview=true', 'report.csv', /preview: is not a query parameter .*\(it takes none\)/],
      ['/api/import-agents?dryRun=true', 'agents.csv', /dryRun: is not a query parameter .*\(it takes none\)/],
      ['/api/import-agents/inspect?x=1', 'agents.csv', /x: is not a query parameter .*\(it takes none\)/],
    ];
    for (const [url, filename, message] of cases) {
      const response = await upload(app(), url, filename, CSV);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(message) });
    }
    expect((await app().inject('/api/agents')).json()).toEqual([]);
    expect((await app().inject('/api/debts')).json()).toEqual([]);
    expect(await fileUploads()).toBe(0);
    const preview = await upload(app(), '/api/upload/1?preview=true', 'report.csv', CSV);
    expect(preview.json()).toMatchObject({ status: 'draft' });
    expect((await app().inject('/api/debts')).json()).toEqual([]);
  });

  it('needs the file in a multipart field named "file"', async () => {
    const wrongField = multipart('report.csv', CSV, 'document');
    const response = await app().inject({ method: 'POST', url: '/api/upload/1', ...wrongField });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/field named "file"/);
    const json = await app().inject({ method: 'POST', url: '/api/upload/1', payload: { file: CSV } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toEqual([]);
  });

  it('records the upload with its counts and the change summary', async () => {
    const response = await upload(app(), '/api/upload/1', 'report.csv', CSV);
    expect(response.json()).toEqual({
      uploadId: expect.any(Number),
      status: 'success',
      people: [{ agentId: expect.any(Number), name: 'Ann One', kind: 'new', before: 0, after: 10 }],
      reviewCount: 0,
      review: [],
      recordsProcessed: 1,
      recordsImported: 1,
      errors: [],
      changes: { new: 1, increased: 0, decreased: 0, cleared: 0, unchanged: 0, totalBefore: 0, totalAfter: 10 },
      // Which layout and columns were used: said in every result.
      layout: {
        source: 'detected',
        sheet: null,
        headerRow: 1,
        columns: { writingNumber: 'Writing Number', name: 'Agent Name', npn: 'NPN', amount: 'Balance' },
        summaryRowsSkipped: 0,
      },
    });
    const [record] = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
    expect(record).toMatchObject({
      filename: 'report.csv',
      carrierId: 1,
      kind: 'carrier_report',
      recordsProcessed: 1,
      recordsImported: 1,
      status: 'success',
      error: null,
      summary: { new: 1, totalAfter: 10, errors: 0, layout: { source: 'detected', headerRow: 1 } },
    });
  });
});
