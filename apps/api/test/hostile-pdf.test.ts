import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './harness';
import { encryptedPdf, fontMatrixPayloadPdf, markerScript, vulnerableGlyphProgram } from './hostile-pdfs';
import { upload } from './uploads';

/** Carrier 3 takes PDF reports out of the box (see uploads.test.ts). */
const PDF_CARRIER = '/api/upload/3';
// A printed table: columns set by runs of spaces in one text line each, as text-mode report writers do.
const REPORT_LINES = [
  'Carrier Statement',
  'Agent Name          NPN          Balance',
  'Pdf, Ann            1001          $10.00',
  'Pdf, Bob            1002          $20.00',
];

const pwned = () => (globalThis as { __pwned?: unknown }).__pwned;

describe('the CVE-2024-4367 payload built for these tests', () => {
  it('is live: the glyph program pdf.js up to 4.1 compiled from its FontMatrix writes the marker file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentledger-cve-live-'));
    try {
      const marker = path.join(dir, 'pwned');
      const program = vulnerableGlyphProgram(fontMatrixPayloadPdf(markerScript(marker)));
      // Run as that pdf.js did (`new Function('c', 'size', program)`), in a thread of its own like the parser.
      const worker = new Worker(
        "const { workerData } = require('node:worker_threads');\n" +
          "new Function('c', 'size', workerData)({ save() {}, transform() {}, scale() {} }, 10);",
        { eval: true, workerData: program },
      );
      const [exitCode] = await once(worker, 'exit');
      expect(exitCode).toBe(0);
      expect(existsSync(marker)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Hostile PDFs through the real upload route: the CVE-2024-4367 font-matrix payload (pdf.js is
 * 5.x and loaded with isEvalSupported: false, so it must never run) and encrypted PDFs. Every
 * refusal is a 400 with a human message; the server keeps answering and the database is unchanged.
 */
describeApi('hostile PDFs: the CVE-2024-4367 font-matrix payload, encrypted files', ({ app, database }) => {
  let markerDir: string;
  let marker: string;

  beforeAll(async () => {
    markerDir = mkdtempSync(path.join(tmpdir(), 'agentledger-cve-'));
    marker = path.join(markerDir, 'pwned');
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    const seeded = await upload(
      app(),
      PDF_CARRIER,
      'seed.csv',
      'Writing Number,Agent Name,NPN,Balance\nW1,Ann One,100,$10.00\nW2,Bob Two,200,$32.50\n',
    );
    expect(seeded.statusCode, seeded.body).toBe(200);
  });

  afterAll(() => rmSync(markerDir, { recursive: true, force: true }));

  /** What a refusal must leave as it was: agents, debts and their total, the upload records. */
  async function snapshot() {
    const db = database().db;
    const agents = await db.selectFrom('agents').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const debts = await db
      .selectFrom('debts')
      .select([db.fn.countAll<string>().as('n'), db.fn.sum<string>('amount').as('total')])
      .executeTakeFirstOrThrow();
    const uploads = await db
      .selectFrom('file_uploads')
      .select(['id', 'filename', 'status', 'records_imported', 'error'])
      // A refused upload is recorded as failed (issue 12); what it must not leave is anything applied.
      .where('status', '<>', 'failed')
      .orderBy('id')
      .execute();
    return { agents: Number(agents.n), debts: Number(debts.n), total: Number(debts.total), uploads };
  }

  async function expectServerAnswers() {
    const stats = await app().inject({ method: 'GET', url: '/api/dashboard/stats' });
    expect(stats.statusCode, stats.body).toBe(200);
  }

  function expectPayloadNeverRan() {
    expect(existsSync(marker), `the payload wrote ${marker}`).toBe(false);
    expect(pwned()).toBeUndefined();
  }

  it('refuses the proof-of-concept PDF (only "AbCdEf" in the payload font) with 400 and runs nothing', async () => {
    const before = await snapshot();
    expect(before).toMatchObject({ agents: 2, debts: 2, total: 42.5 });
    const response = await upload(app(), PDF_CARRIER, 'cve-2024-4367.pdf', fontMatrixPayloadPdf(markerScript(marker)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^No header row found in the first 100 rows/);
    expectPayloadNeverRan();
    await expectServerAnswers();
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a PDF that needs a user password with 400, saying it is password-protected', async () => {
    const before = await snapshot();
    const response = await upload(app(), PDF_CARRIER, 'locked.pdf', encryptedPdf(REPORT_LINES, 'secret'));
    expect(response.statusCode, response.body).toBe(400);
    const { message } = response.json();
    expect(message).toBe(
      'The PDF is password-protected; export it again without a password, or upload the report as CSV or Excel',
    );
    expect(message).not.toMatch(/Exception|pdf\.js|pdfjs|stack|at /);
    await expectServerAnswers();
    expect(await snapshot()).toEqual(before);
  });

  it('refuses password-protected PDFs under other names and passwords too', async () => {
    const before = await snapshot();
    for (const filename of ['LOCKED.PDF', 'locked report (1).pdf']) {
      const response = await upload(app(), PDF_CARRIER, filename, encryptedPdf(REPORT_LINES, 'another password'));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/password-protected/);
    }
    await expectServerAnswers();
    expect(await snapshot()).toEqual(before);
  });

  it('reads a report drawn in the payload font as plain text, and the payload still does not run', async () => {
    const response = await upload(
      app(),
      PDF_CARRIER,
      'report-in-payload-font.pdf',
      fontMatrixPayloadPdf(markerScript(marker), REPORT_LINES),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recordsProcessed: 2, recordsImported: 2, errors: [] });
    expectPayloadNeverRan();
    const names = await database()
      .db.selectFrom('agents')
      .select('name')
      .where('npn', 'in', ['1001', '1002'])
      .execute();
    expect(names.map((a) => a.name).sort()).toEqual(['Ann Pdf', 'Bob Pdf']);
  });

  it('reads an encrypted PDF that opens without a password (owner password only), so the encryption is real', async () => {
    const response = await upload(app(), PDF_CARRIER, 'owner-only.pdf', encryptedPdf(REPORT_LINES, ''));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recordsProcessed: 2, recordsImported: 2, errors: [] });
  });
});
