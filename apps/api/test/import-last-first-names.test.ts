import { beforeEach, describe, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * A carrier that writes its names `LAST FIRST MI` without a comma (SMITH JOHN A): when the people
 * the agency already knows match the report's names read that way (and not as written), every
 * comma-less name of the report is read last name first, and the result says so with its evidence.
 * Otherwise names are read as written, first name first, as before.
 */
describeApi('a report writing names LAST FIRST MIDDLE without a comma', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
    // The agency's people at carrier 1, each owing 10.00 there; no writing numbers known.
    for (const name of KNOWN) await known(name);
  });

  const db = () => database().db;
  const KNOWN = [
    'John A Smith',
    'Smith, Mary',
    'George T Washington Jr',
    'Maria De La Cruz',
    'Robert St James',
    'Ann Lee',
  ];

  async function known(name: string) {
    const { id } = await db()
      .insertInto('agents')
      .values({ name, carrier_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('debts')
      .values({ agent_id: id, carrier_id: 1, amount: 10, status: 'outstanding', incurred_on: '2026-09-01' })
      .execute();
  }

  async function importReport(rows: string, query = '') {
    const response = await upload(app(), `/api/upload/1${query}`, 'report.csv', `Agent Name,Balance\n${rows}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Every agent and what they owe at carrier 1, by name. */
  async function owed() {
    const agents = await db().selectFrom('agents').select(['id', 'name']).orderBy('name').execute();
    const debts = await db()
      .selectFrom('debts')
      .select(['agent_id', 'amount'])
      .where('carrier_id', '=', 1)
      .where('status', '<>', 'paid')
      .execute();
    return Object.fromEntries(
      agents.map((agent) => [
        agent.name,
        debts.filter((debt) => debt.agent_id === agent.id).reduce((sum, debt) => sum + Number(debt.amount), 0),
      ]),
    );
  }

  const LAST_FIRST =
    'SMITH JOHN A,110.00\nSMITH MARY,220.50\nWASHINGTON GEORGE T JR,330.00\nDE LA CRUZ MARIA,440.00\n' +
    'ST JAMES ROBERT,550.00\n"LEE, ANN",60.25\n';
  const AS_KNOWN = {
    'Ann Lee': 60.25,
    'George T Washington Jr': 330,
    'John A Smith': 110,
    'Maria De La Cruz': 440,
    'Robert St James': 550,
    'Smith, Mary': 220.5,
  };

  it('updates the known people, creates no one, and says the names were read last name first', async () => {
    const body = await importReport(LAST_FIRST);
    expect(body.changes).toMatchObject({ new: 0, increased: 6, cleared: 0, totalBefore: 60, totalAfter: 1710.75 });
    expect(body.review).toEqual([]);
    expect(body.layout.nameOrder).toBe('last-first');
    // The name with a comma was read as written, and is not counted.
    expect(body.layout.nameOrderEvidence).toEqual({
      lastFirst: 5,
      known: 5,
      example: 'SMITH JOHN A',
      exampleName: 'John A Smith',
    });
    expect(await owed()).toEqual(AS_KNOWN);
  });

  it('previewed, says so before anything is applied, and applies the same', async () => {
    const preview = await importReport(LAST_FIRST, '?preview=true');
    expect(preview.status).toBe('draft');
    expect(preview.layout.nameOrder).toBe('last-first');
    expect(preview.changes).toMatchObject({ new: 0, increased: 6 });
    expect(Object.values(await owed())).toEqual([10, 10, 10, 10, 10, 10]);

    const applied = await app().inject({ method: 'POST', url: `/api/file-uploads/${preview.uploadId}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().layout.nameOrderEvidence).toEqual(preview.layout.nameOrderEvidence);
    expect(applied.json().changes).toMatchObject({ new: 0, increased: 6 });
    expect(await owed()).toEqual(AS_KNOWN);
  });

  it('names a new person of such a report first name first, and uploaded again creates no one twice', async () => {
    const first = await importReport(`${LAST_FIRST}NGUYEN AN T,75.00\n`);
    expect(first.changes).toMatchObject({ new: 1, increased: 6 });
    expect(first.layout.nameOrderEvidence).toMatchObject({ lastFirst: 5, known: 5 });
    expect(await owed()).toEqual({ ...AS_KNOWN, 'AN T NGUYEN': 75 });

    const again = await importReport(`${LAST_FIRST}NGUYEN AN T,80.00\n`);
    expect(again.changes).toMatchObject({ new: 0, increased: 1, unchanged: 6 });
    expect(again.layout.nameOrderEvidence).toMatchObject({ lastFirst: 6, known: 6 });
    expect(await owed()).toEqual({ ...AS_KNOWN, 'AN T NGUYEN': 80 });
  });

  it('reads a report written First Last as before', async () => {
    const body = await importReport(
      'John A Smith,110.00\nMary Smith,220.50\nGeorge T Washington Jr,330.00\nMaria De La Cruz,440.00\n' +
        'Robert St James,550.00\nAnn Lee,60.25\n',
    );
    expect(body.changes).toMatchObject({ new: 0, increased: 6, cleared: 0 });
    expect(body.layout.nameOrder).toBeUndefined();
    expect(body.layout.nameOrderEvidence).toBeUndefined();
    expect(await owed()).toEqual(AS_KNOWN);
  });

  it('keeps a mixed report first name first: the LAST FIRST names are new people, named as written', async () => {
    const body = await importReport(
      'SMITH JOHN A,110.00\nMary Smith,220.50\nWASHINGTON GEORGE T JR,330.00\nMaria De La Cruz,440.00\n',
    );
    expect(body.layout.nameOrder).toBeUndefined();
    expect(body.changes).toMatchObject({ new: 2, increased: 2, cleared: 4 });
    expect(await owed()).toEqual({
      'Ann Lee': 0,
      'George T Washington Jr': 0,
      'John A Smith': 0,
      'Maria De La Cruz': 440,
      'Robert St James': 0,
      'SMITH JOHN A': 110,
      'Smith, Mary': 220.5,
      'WASHINGTON GEORGE T JR': 330,
    });
  });

  it('keeps a report of unknown names as written', async () => {
    const body = await importReport('CARTER JIMMY,10.00\nHOOVER HERBERT C,20.00\nADAMS JOHN Q,30.00\n');
    expect(body.layout.nameOrder).toBeUndefined();
    expect(body.changes).toMatchObject({ new: 3, cleared: 6 });
    const names = Object.keys(await owed());
    expect(names).toEqual(expect.arrayContaining(['ADAMS JOHN Q', 'CARTER JIMMY', 'HOOVER HERBERT C']));
    expect(names).toHaveLength(KNOWN.length + 3);
  });

  describe("with the name order saved in the carrier's report layout", () => {
    async function saveLayout(nameOrder?: string) {
      const response = await app().inject({
        method: 'PUT',
        url: '/api/carriers/1/report-layout',
        payload: {
          headerRow: 1,
          headers: ['Agent Name', 'Balance'],
          columns: { name: 'Agent Name', amount: 'Balance' },
          ...(nameOrder === undefined ? {} : { nameOrder }),
        },
      });
      return response;
    }

    it('reads names of people not known yet last name first when the layout says so, and says why', async () => {
      expect((await saveLayout('last-first')).json()).toMatchObject({ nameOrder: 'last-first' });
      const body = await importReport('CARTER JIMMY,10.00\nHOOVER HERBERT C,20.00\n');
      expect(body.layout).toMatchObject({ source: 'saved', nameOrder: 'last-first', nameOrderSaved: true });
      expect(body.layout.nameOrderEvidence).toBeUndefined();
      expect(body.changes).toMatchObject({ new: 2 });
      expect(await owed()).toMatchObject({ 'JIMMY CARTER': 10, 'HERBERT C HOOVER': 20 });
      // The next report of the carrier finds them, whichever way its names are known.
      const again = await importReport('CARTER JIMMY,15.00\nHOOVER HERBERT C,20.00\n');
      expect(again.changes).toMatchObject({ new: 0, increased: 1, unchanged: 1 });
    });

    it('reads names as written when the layout says First Last, whatever the known people suggest', async () => {
      expect((await saveLayout('first-last')).statusCode).toBe(200);
      const body = await importReport(LAST_FIRST);
      expect(body.layout.nameOrder).toBeUndefined();
      expect(body.changes.new).toBe(5);
    });

    it('detects as before when the layout leaves it to detection (the default), and refuses an unknown order', async () => {
      expect((await saveLayout()).json()).toMatchObject({ nameOrder: 'detect' });
      const body = await importReport(LAST_FIRST);
      expect(body.layout).toMatchObject({ source: 'saved', nameOrder: 'last-first' });
      expect(body.layout.nameOrderEvidence).toMatchObject({ lastFirst: 5, known: 5 });
      expect(body.layout.nameOrderSaved).toBeUndefined();

      const refused = await saveLayout('surname-first');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/nameOrder/);
      expect((await app().inject({ method: 'GET', url: '/api/carriers/1/report-layout' })).json()).toMatchObject({
        nameOrder: 'detect',
      });
    });
  });

  describe("with the order in the name column's header", () => {
    async function importWithHeader(header: string, rows: string) {
      const response = await upload(app(), '/api/upload/1', 'report.csv', `${header},Balance\n${rows}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    it('reads names of people not known yet last name first when the header says "(Last First)", and says why', async () => {
      const body = await importWithHeader('Producer Name (Last First)', 'CARTER JIMMY,10.00\nHOOVER HERBERT C,20.00\n');
      expect(body.layout).toMatchObject({
        source: 'detected',
        columns: { name: 'Producer Name (Last First)', amount: 'Balance' },
        nameOrder: 'last-first',
        nameOrderHeader: true,
      });
      expect(body.layout.nameOrderEvidence).toBeUndefined();
      expect(await owed()).toMatchObject({ 'JIMMY CARTER': 10, 'HERBERT C HOOVER': 20 });
      // Known people are found the same way, and a name with a comma is read as written.
      const again = await importWithHeader('"Agent Name (Last, First MI)"', 'CARTER JIMMY,15.00\n"Lee, Ann",5.00\n');
      // Ann Lee was cleared by the first report (it did not list her), so both owe more.
      expect(again.changes).toMatchObject({ new: 0, increased: 2 });
      expect(await owed()).toMatchObject({ 'JIMMY CARTER': 15, 'Ann Lee': 5, 'HERBERT C HOOVER': 0 });
    });

    it('reads names as written when the header says "(First Last)", whatever the known people suggest', async () => {
      const body = await importWithHeader('Name (First Last)', LAST_FIRST);
      expect(body.layout.columns.name).toBe('Name (First Last)');
      expect(body.layout.nameOrder).toBeUndefined();
      expect(body.changes.new).toBe(5);
    });
  });

  describe('of more names than are sampled first', () => {
    /** Letters for a number (1203 → "bcad"): names of letters only, as agents' names are. */
    const letters = (n: number) => String(n).replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);
    // More than the 1,000 names (NAME_ORDER_SAMPLE) a report's order is first read from.
    const COUNT = 1_200;
    const numbers = Array.from({ length: COUNT }, (_, i) => 100 + i);

    beforeEach(async () => {
      await db()
        .insertInto('agents')
        .values(numbers.map((n) => ({ name: `Al${letters(n)} Bo${letters(n)}`, carrier_id: 1 })))
        .execute();
    });

    it('counts all of them, and reads them last name first', async () => {
      const body = await importReport(
        numbers.map((n) => `BO${letters(n).toUpperCase()} AL${letters(n).toUpperCase()},${n}.00\n`).join(''),
      );
      expect(body.layout.nameOrder).toBe('last-first');
      expect(body.layout.nameOrderEvidence).toEqual({
        lastFirst: COUNT,
        known: COUNT,
        example: 'BOBAA ALBAA',
        exampleName: 'Albaa Bobaa',
      });
      expect(body.changes).toMatchObject({ new: 0, increased: COUNT, cleared: KNOWN.length });
      expect(body.changes.totalAfter).toBe(numbers.reduce((sum, n) => sum + n, 0));
    });

    it('reads them as written when they are written First Last', async () => {
      const body = await importReport(numbers.map((n) => `Al${letters(n)} Bo${letters(n)},${n}.00\n`).join(''));
      expect(body.layout.nameOrder).toBeUndefined();
      expect(body.changes).toMatchObject({ new: 0, increased: COUNT });
    });
  });
});
