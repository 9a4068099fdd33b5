import { beforeEach, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { multipart, upload } from './uploads';

/**
 * A debt report with a Carrier column: an agency system's or IMO's export listing several carriers,
 * or one carrier's own report uploaded under another by mistake. Uploaded under American Amicable,
 * every row was billed to American Amicable, whatever company it named.
 */
const THREE_CARRIERS =
  'Carrier,Agent Name,Writing Number,Balance Due\n' +
  'Aetna,"Okafor, Chidi",AE100,300.00\n' +
  'American Amicable,"Hernandez, Rosa",AA200,125.50\n' +
  'Foresters Financial,"Lee, Kim",FO300,80.00\n' +
  'Aetna,"Nguyen, Linh",AE101,45.00\n' +
  'American Amicable Life Insurance Company of Texas,"Okafor, Chidi",AA201,210.00\n' +
  'Foresters,"Park, June",FO301,12.00\n' +
  'Aetna,"Hernandez, Rosa",AE102,99.99\n';

const AETNA_ONLY =
  'Carrier,Agent Name,Writing Number,Balance Due\n' +
  'Aetna,"Okafor, Chidi",AE100,300.00\n' +
  'Aetna Life Insurance Company,"Nguyen, Linh",AE101,45.00\n';

const HEADER = ['Carrier', 'Agent Name', 'Writing Number', 'Balance Due'];

/** An IMO's export of one table over two sheets, active and terminated agents, each listing several carriers. */
function twoSheetWorkbook(): Buffer {
  const book = XLSX.utils.book_new();
  const active = [
    HEADER,
    ['Aetna', 'Okafor, Chidi', 'AE100', 300],
    ['American Amicable', 'Hernandez, Rosa', 'AA200', 125.5],
    ['Aetna', 'Nguyen, Linh', 'AE101', 45],
  ];
  const terminated = [
    HEADER,
    ['American Amicable', 'Lee, Kim', 'AA300', 80],
    ['Aetna', 'Park, June', 'AE102', 12],
    ['Foresters', 'Diaz, Ana', 'FO300', 20],
    ['Aetna', 'Moss, Ben', 'AE103', 'n/a'],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(active), 'Active Agents');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(terminated), 'Terminated Agents');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describeApi('reports with a Carrier column', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('bill only the carrier uploaded to, and say which rows were left out for which company', async () => {
    const response = await upload(app(), '/api/upload/1', 'imo-debt.csv', THREE_CARRIERS);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.layout.columns).toMatchObject({ carrier: 'Carrier', amount: 'Balance Due' });
    expect(result.recordsProcessed).toBe(7);
    expect(result.recordsImported).toBe(2);
    expect(result.errors).toEqual([
      'Rows 2, 5, 8: for Aetna, not American Amicable; not read here. Upload the file under Aetna for them.',
      'Rows 4, 7: for Foresters Financial, not American Amicable; not read here. ' +
        'Upload the file under Foresters Financial for them.',
    ]);
    expect(result.changes).toMatchObject({ new: 2, totalAfter: 335.5 });
    expect(result.reviewCount).toBe(0);
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 12_550, 'Chidi Okafor': 21_000 });
    expect(await owedAtCarrier(app(), 2)).toEqual({});
    expect(await owedAtCarrier(app(), 3)).toEqual({});
  });

  it("refuse a carrier's own report uploaded under another, changing nothing", async () => {
    await upload(app(), '/api/upload/1', 'amam.csv', 'Agent Name,Writing Number,Balance Due\n"Lee, Kim",AA9,50.00\n');
    const response = await upload(app(), '/api/upload/1', 'aetna.csv', AETNA_ONLY);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This report is for Aetna (its Carrier column), not American Amicable: nothing was imported. Upload it under Aetna.',
    );
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Kim Lee': 5_000 });
    const uploads = (await app().inject('/api/file-uploads')).json() as { filename: string; status: string }[];
    expect(uploads.find((record) => record.filename === 'aetna.csv')?.status).not.toBe('success');

    const right = await upload(app(), '/api/upload/2', 'aetna.csv', AETNA_ONLY);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().errors).toEqual([]);
    expect(await owedAtCarrier(app(), 2)).toEqual({ 'Chidi Okafor': 30_000, 'Linh Nguyen': 4_500 });
  });

  it('name every company a refused report is for', async () => {
    const report =
      'Carrier,Agent Name,Writing Number,Balance Due\n' +
      'Aetna,"Okafor, Chidi",AE100,300.00\n' +
      'Foresters,"Lee, Kim",FO300,80.00\n' +
      ',"Park, June",X1,5.00\n';
    const response = await upload(app(), '/api/upload/1', 'two.csv', report);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This report is for Aetna and Foresters Financial (its Carrier column), not American Amicable: nothing was ' +
        'imported. Upload it under each of them.',
    );
    expect(await owedAtCarrier(app(), 1)).toEqual({});
  });

  it("read a Carrier column naming the carrier's own legal entity as before", async () => {
    const created = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Mutual of Omaha', code: 'MOO' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const carrierId = created.json().id as number;
    const report =
      'Carrier,Agent Name,Writing Number,Balance Due\n' +
      'United of Omaha Life Insurance Company,"Okafor, Chidi",MO1,150.00\n' +
      'UNITED OF OMAHA LIFE INS CO,"Lee, Kim",MO2,40.00\n' +
      ',"Park, June",MO3,10.00\n';
    const response = await upload(app(), `/api/upload/${carrierId}`, 'moo.csv', report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual([]);
    expect(response.json().layout.columns).toMatchObject({ carrier: 'Carrier' });
    expect(await owedAtCarrier(app(), carrierId)).toEqual({
      'Chidi Okafor': 15_000,
      'Kim Lee': 4_000,
      'June Park': 1_000,
    });
  });

  it('leave out the rows of a company not set up here when others are for the carrier uploaded to', async () => {
    const report =
      'Insurance Carrier,Agent Name,Writing Number,Balance Due\n' +
      'American Amicable,"Hernandez, Rosa",AA200,125.50\n' +
      'Mutual of Omaha,"Okafor, Chidi",MO1,150.00\n' +
      'AETNA,"Lee, Kim",AE1,20.00\n' +
      'Mutual of Omaha,"Park, June",MO2,not owed\n' +
      ',"Nguyen, Linh",AA201,30.00\n';
    const response = await upload(app(), '/api/upload/1', 'imo.csv', report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors).toEqual([
      'Rows 3, 5: for "Mutual of Omaha" (not a company here), not American Amicable; not read here. ' +
        'Add the company under Companies and upload the file under it for them.',
      'Row 4: for Aetna, not American Amicable; not read here. Upload the file under Aetna for them.',
    ]);
    expect(response.json().reviewCount).toBe(0);
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 12_550, 'Linh Nguyen': 3_000 });
  });

  it('read a "Company" column as the carrier when a saved layout says so', async () => {
    const headers = ['Company', 'Agent Name', 'Writing Number', 'Balance Due'];
    const report =
      `${headers.join(',')}\n` +
      'American Amicable,"Hernandez, Rosa",AA200,125.50\n' +
      'Aetna,"Okafor, Chidi",AE100,300.00\n';
    // Detected, "Company" is no carrier (it often names the agent's agency): both rows are read.
    const body = multipart('company.csv', report);
    const detected = await app().inject({ method: 'POST', url: '/api/upload/1?preview=true', ...body });
    expect(detected.statusCode, detected.body).toBe(200);
    expect(detected.json().layout.columns).not.toHaveProperty('carrier');
    expect(detected.json().recordsImported).toBe(2);

    const saved = await app().inject({
      method: 'PUT',
      url: '/api/carriers/1/report-layout',
      payload: {
        sheet: null,
        headerRow: 1,
        headers,
        columns: { carrier: 'Company', name: 'Agent Name', writingNumber: 'Writing Number', amount: 'Balance Due' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await upload(app(), '/api/upload/1', 'company.csv', report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout).toMatchObject({ source: 'saved', columns: { carrier: 'Company' } });
    expect(response.json().errors).toEqual([
      'Row 3: for Aetna, not American Amicable; not read here. Upload the file under Aetna for them.',
    ]);
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 12_550 });
  });

  it('say which later sheet of a workbook the rows left out are on, as its row errors do', async () => {
    const response = await upload(app(), '/api/upload/1', 'imo-debt.xlsx', twoSheetWorkbook());
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.layout.sheet).toBe('Active Agents, Terminated Agents');
    expect(result.errors).toEqual([
      'Rows 2, 4: for Aetna, not American Amicable; not read here. Upload the file under Aetna for them.',
      'Sheet "Terminated Agents", rows 3, 5: for Aetna, not American Amicable; not read here. ' +
        'Upload the file under Aetna for them.',
      'Sheet "Terminated Agents", row 4: for Foresters Financial, not American Amicable; not read here. ' +
        'Upload the file under Foresters Financial for them.',
    ]);
    expect(result.reviewCount).toBe(0);
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'Rosa Hernandez': 12_550, 'Kim Lee': 8_000 });
    expect(await owedAtCarrier(app(), 2)).toEqual({});
  });
});
