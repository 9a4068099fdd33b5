import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * A CSV row with more values than the file has columns: a name such as `Smith, John` written
 * without quotes moves every later value of its row one column to the right. Read as it stands,
 * the NPN became the balance ($1,234,567.00 billed) or the upline's name the NPN. Such a row is a
 * row error that says why; the rest of the file is read as usual.
 */
describeApi('CSV rows with more values than columns', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  type Agent = { id: number; name: string; npn: string | null; uplineName: string | null; uplineNPN: string | null };
  const agents = async () => (await app().inject('/api/agents')).json() as Agent[];

  it('are row errors in an agent list, and the other rows are imported', async () => {
    const list =
      'NPN,Name,Upline Name,Upline NPN\n' +
      '1234567,Ann One,,\n' +
      '7654321,Bo Two,DOE, JANE,1234567\n' +
      '5550001,Cy Three,Ann One,1234567\n';
    const response = await upload(app(), '/api/import-agents', 'agents.csv', list);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { imported: number; errors: string[] };
    expect(result.imported).toBe(2);
    expect(result.errors).toEqual([expect.stringMatching(/^Row 3: has 5 cells for 4 columns.*Smith, John/)]);
    const people = (await agents()).map(({ name, npn, uplineName, uplineNPN }) => ({
      name,
      npn,
      uplineName,
      uplineNPN,
    }));
    expect(people).toEqual(
      expect.arrayContaining([
        { name: 'Ann One', npn: '1234567', uplineName: null, uplineNPN: null },
        { name: 'Cy Three', npn: '5550001', uplineName: 'Ann One', uplineNPN: '1234567' },
      ]),
    );
    expect(people).toHaveLength(2);
  });

  it('leave an agent list alone whose every data row has one unnamed column more than its header', async () => {
    const list = 'NPN,Name\n1234567,Ann One,note\n7654321,Bo Two,note\n5550001,Cy Three,\n';
    const response = await upload(app(), '/api/import-agents', 'agents.csv', list);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: 3, errors: [] });
  });

  it('are row errors in a carrier report: no balance is read from the NPN column', async () => {
    const report =
      'Agent Name,NPN,Writing Number,Balance\n' +
      'Ann One,1234567,W1,125.50\n' +
      'Smith, John,7654321,W2,80.00\n' +
      'Cy Three,5550001,W3,10.00\n';
    const response = await upload(app(), '/api/upload/1', 'report.csv', report);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { recordsImported: number; errors: string[] };
    expect(result.recordsImported).toBe(2);
    expect(result.errors).toEqual([expect.stringMatching(/^Row 3: has 5 cells for 4 columns.*Smith, John/)]);
    const owed = (await agents()).map(({ name, npn }) => ({ name, npn }));
    expect(owed).toEqual(
      expect.arrayContaining([
        { name: 'Ann One', npn: '1234567' },
        { name: 'Cy Three', npn: '5550001' },
      ]),
    );
    expect(owed).toHaveLength(2);
    const stats = (await app().inject('/api/dashboard/stats')).json() as { totalDebt: number };
    expect(stats.totalDebt).toBe(135.5);
  });

  it('are row errors when the moved row ends in empty cells (its last column was empty)', async () => {
    const report =
      'Agent Name,Writing Number,Current,1-30,31-60,Over 60\n' +
      'Ann One,W1,10.00,,,\n' +
      'Bo Two,W2,,25.50,,100.00\n' +
      'Smith, John,W3,,,7.00,\n';
    const response = await upload(app(), '/api/upload/1', 'report.csv', report);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { recordsImported: number; errors: string[] };
    expect(result.errors).toEqual([expect.stringMatching(/^Row 4: has 7 cells for 6 columns/)]);
    expect(result.recordsImported).toBe(2);
    const stats = (await app().inject('/api/dashboard/stats')).json() as { totalDebt: number };
    expect(stats.totalDebt).toBe(135.5);
  });
});
