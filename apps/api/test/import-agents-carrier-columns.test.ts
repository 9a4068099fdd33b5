import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/** A roster with a column of writing numbers per carrier, each headed by the carrier's name or code. */
const PER_CARRIER = [
  'Agent Name,NPN,Upline NPN,Americo Writing #,Mutual of Omaha Agent Code,AmAm Agent #,Foresters Agent ID,Lincoln Heritage Agent #',
  '"WHITFIELD, HAROLD J",19000001,,A10001,MOO-77001,AM-5001,,LH-1',
  '"RAMIREZ, SOFIA",19000002,19000001,A10002,,,FO-0002,LH-2',
  '"NGUYEN, LINH T",19000004,19000002,A10004,0077004,,,',
].join('\n');

describeApi('writing numbers in a column per carrier (POST /api/import-agents)', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    for (const [name, code] of [
      ['Americo', 'AMERICO'],
      ['Mutual of Omaha', 'MOO'],
    ]) {
      await app().inject({ method: 'POST', url: '/api/carriers', payload: { name, code } });
    }
  });

  const importList = (csv: string) => upload(app(), '/api/import-agents', 'roster.csv', csv);
  /** Every writing number recorded, as [NPN, carrier code, number]. */
  const recorded = async () => {
    const rows = await database()
      .db.selectFrom('writing_numbers as w')
      .innerJoin('agents as a', 'a.id', 'w.agent_id')
      .innerJoin('carriers as c', 'c.id', 'w.carrier_id')
      .select(['a.npn', 'c.code', 'w.writing_number'])
      .execute();
    return rows.map((row) => [row.npn, row.code, row.writing_number]).sort();
  };

  it('records each number at the carrier its column names, and says which column names no company', async () => {
    const response = await importList(PER_CARRIER);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 3,
      updated: 0,
      writingNumbers: 7,
      errors: [],
      notes: [
        'The column "Lincoln Heritage Agent #" names no company set up under Companies (or fits more than one): ' +
          'its writing numbers (2 rows) were not recorded. Add the company, then import the list again.',
      ],
    });
    expect(await recorded()).toEqual([
      ['19000001', 'AMAM', 'AM-5001'],
      ['19000001', 'AMERICO', 'A10001'],
      ['19000001', 'MOO', 'MOO-77001'],
      ['19000002', 'AMERICO', 'A10002'],
      ['19000002', 'FORESTERS', 'FO-0002'],
      ['19000004', 'AMERICO', 'A10004'],
      ['19000004', 'MOO', '0077004'],
    ]);
  });

  it('says that writing numbers were not recorded when the list names no carrier', async () => {
    const response = await importList(
      [
        'Writing Agent #,Agent Name,NPN,Upline Writing Agent #',
        'A20001,"MORALES, ANA",22000001,',
        'A20002,"BECK, TOM",22000002,A20001',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      updated: 0,
      writingNumbers: 0,
      errors: [],
      notes: [
        'The writing numbers under "Writing Agent #" (2 rows) were not recorded: the list names no carrier. ' +
          'Add a Carrier column (or head the column with the carrier, as in "Americo Writing #") and import it again.',
      ],
    });
    expect(await recorded()).toEqual([]);
  });
});
