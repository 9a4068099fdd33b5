import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

const DAY_MS = 86_400_000;

describeApi('email history and file uploads', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  it('both lists are empty on a new database', async () => {
    for (const url of ['/api/email-history', '/api/file-uploads']) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('GET /api/email-history lists notices newest first with their delivery details', async () => {
    const [agentId] = await insertAgents(database().db, [{ name: 'Chris Hall' }]);
    const now = Date.now();
    await database()
      .db.insertInto('email_history')
      .values([
        { agent_id: agentId, subject: 'Older', to_address: 'chris@example.com', sent_at: new Date(now - 3 * DAY_MS) },
        {
          agent_id: agentId,
          subject: 'Newest',
          body: 'Dear Chris',
          to_address: 'chris@example.com',
          cc_address: 'upline@example.com',
          status: 'failed',
          error: 'Mailbox unavailable',
          sent_at: new Date(now - DAY_MS),
        },
        { agent_id: null, subject: 'Middle', status: 'outbox', sent_at: new Date(now - 2 * DAY_MS) },
      ])
      .execute();
    const history = (await app().inject({ method: 'GET', url: '/api/email-history' })).json();
    expect(history.map((h: { subject: string }) => h.subject)).toEqual(['Newest', 'Middle', 'Older']);
    // A notice with no agent names none.
    expect(history[1]).toMatchObject({ agentId: null, agentName: null });
    expect(history[0]).toEqual({
      id: expect.any(Number),
      agentId,
      agentName: 'Chris Hall',
      templateId: null,
      to: 'chris@example.com',
      cc: 'upline@example.com',
      subject: 'Newest',
      body: 'Dear Chris',
      status: 'failed',
      error: 'Mailbox unavailable',
      sentAt: new Date(now - DAY_MS).toISOString(),
    });
  });

  it('GET /api/file-uploads lists imported files newest first with their counts', async () => {
    const now = Date.now();
    await database()
      .db.insertInto('file_uploads')
      .values([
        {
          filename: 'old.csv',
          carrier_id: 1,
          records_processed: 10,
          records_imported: 9,
          status: 'success',
          uploaded_at: new Date(now - 2 * DAY_MS),
        },
        {
          filename: 'agents.xlsx',
          kind: 'agent_list',
          records_processed: 5,
          records_imported: 0,
          status: 'failed',
          error: 'No NPN column',
          summary: JSON.stringify({ errors: ['No NPN column'] }),
          uploaded_at: new Date(now - DAY_MS),
        },
      ])
      .execute();
    const uploads = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json();
    expect(uploads.map((u: { filename: string }) => u.filename)).toEqual(['agents.xlsx', 'old.csv']);
    expect(uploads[0]).toEqual({
      id: expect.any(Number),
      filename: 'agents.xlsx',
      carrierId: null,
      kind: 'agent_list',
      recordsProcessed: 5,
      recordsImported: 0,
      status: 'failed',
      error: 'No NPN column',
      summary: { errors: ['No NPN column'] },
      uploadedAt: new Date(now - DAY_MS).toISOString(),
    });
    expect(uploads[1]).toMatchObject({
      carrierId: 1,
      kind: 'carrier_report',
      recordsProcessed: 10,
      recordsImported: 9,
      status: 'success',
      summary: null,
    });
  });
});
