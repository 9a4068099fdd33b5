import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * An agency system's export (AgencyBloc) with a Carrier column naming two carriers, spelt otherwise
 * than the companies here ("Baltimore Life" for BaltimoreLife, "Senior Life" for SeniorLife).
 * Uploaded under BaltimoreLife, every row was billed to BaltimoreLife, Senior Life's with them
 * (Maria Garcia +999.00, Deborah Harris +700.00), with no word.
 */
const AGENCY_EXPORT =
  'Agent Full Name,Agent NPN,Carrier,Statement Date,Transaction Type,Amount\n' +
  'William Smith,17000001,Baltimore Life,2026-10-31,Chargeback,250.00\n' +
  'William Smith,17000001,Baltimore Life,2026-10-31,Repayment,100.00\n' +
  'Maria Garcia,17000002,Baltimore Life,2026-10-31,Chargeback,80.00\n' +
  'Maria Garcia,17000002,Senior Life,2026-10-31,Chargeback,999.00\n' +
  'Chidi Okafor,17000008,Baltimore Life,2026-10-31,Advance,500.00\n' +
  'Chidi Okafor,17000008,Baltimore Life,2026-10-31,Commission Offset,125.00\n' +
  'Deborah Harris,17000005,Senior Life Insurance Company,2026-10-31,Advance,700.00\n';

describeApi('reports whose Carrier column spells the companies otherwise', ({ app, reset }) => {
  async function company(name: string, code: string): Promise<number> {
    const created = await app().inject({ method: 'POST', url: '/api/carriers', payload: { name, code } });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().id as number;
  }

  beforeEach(async () => {
    await reset();
  });

  it('bill each company only its own rows, read by its name spaced another way', async () => {
    const baltimore = await company('BaltimoreLife', 'BLIC');
    const senior = await company('SeniorLife', 'SLIC');
    const response = await upload(app(), `/api/upload/${baltimore}`, 'agencybloc.csv', AGENCY_EXPORT);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual([
      'Rows 5, 8: for SeniorLife, not BaltimoreLife; not read here. Upload the file under SeniorLife for them.',
    ]);
    expect(await owedAtCarrier(app(), baltimore)).toEqual({
      'William Smith': 15_000,
      'Maria Garcia': 8_000,
      'Chidi Okafor': 37_500,
    });

    const theirs = await upload(app(), `/api/upload/${senior}`, 'agencybloc.csv', AGENCY_EXPORT);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(await owedAtCarrier(app(), senior)).toEqual({ 'Maria Garcia': 99_900, 'Deborah Harris': 70_000 });
    expect(await owedAtCarrier(app(), baltimore)).toMatchObject({ 'Maria Garcia': 8_000 });
  });

  it('leave out, naming it, the rows of a carrier that is not a company here', async () => {
    const baltimore = await company('BaltimoreLife', 'BLIC');
    const response = await upload(app(), `/api/upload/${baltimore}`, 'agencybloc.csv', AGENCY_EXPORT);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual([
      'Rows 5, 8: for "Senior Life" (not a company here), not BaltimoreLife; not read here. ' +
        'Add the company under Companies and upload the file under it for them.',
    ]);
    expect(await owedAtCarrier(app(), baltimore)).toEqual({
      'William Smith': 15_000,
      'Maria Garcia': 8_000,
      'Chidi Okafor': 37_500,
    });
  });

  it('refuse, changing nothing, a report of two carriers neither of which is the one uploaded to', async () => {
    const blic = await company('BLIC', 'B7');
    const response = await upload(app(), `/api/upload/${blic}`, 'agencybloc.csv', AGENCY_EXPORT);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Which rows of this report are BLIC's is not known (its Carrier column): nothing was imported. " +
        'Its rows for "Baltimore Life" and "Senior Life" name no company here. Add each company under Companies ' +
        '(or give BLIC the code its rows carry), then upload the file under each.',
    );
    expect(await owedAtCarrier(app(), blic)).toEqual({});
    const uploads = (await app().inject('/api/file-uploads')).json() as { filename: string; status: string }[];
    expect(uploads.find((record) => record.filename === 'agencybloc.csv')?.status).not.toBe('success');
  });
});
