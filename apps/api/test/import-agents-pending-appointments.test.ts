import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = {
  id: number;
  npn: string | null;
  name: string;
  status: string;
  carrierId: number | null;
  agentId: string | null;
};

/** The carriers POST /api/init-companies sets up (DEFAULT_CARRIERS), by id; '-' is a record with no carrier. */
const CARRIER = new Map<number | null, string>([
  [null, '-'],
  [1, 'AMAM'],
  [2, 'AETNA'],
  [3, 'FORESTERS'],
]);

const HEADER = 'Producer NPN,Producer First Name,Producer Last Name,Carrier Name,Writing Number,Appointment Status';

const PENDING_NOTE = (count: number) =>
  `${count === 1 ? '1 appointment has' : `${count} appointments have`} no writing number yet: ` +
  `${count === 1 ? 'its' : 'each one’s'} status went to the person's record at that carrier (made without a ` +
  'writing number where they had none); a later list or report that gives the number records it there.';

const MIXED_NOTE =
  "different statuses at different carriers: each carrier's record took its own row's status, and the person's own " +
  'status is active when any of their appointments is (else inactive when any is, else terminated).';

/**
 * An AgentSync/SureLC appointment export: a pending appointment has its carrier and its status, and
 * no writing number until the carrier approves it.
 */
describeApi(
  'an appointment list’s pending appointments, with no writing number yet (POST /api/import-agents)',
  ({ app, reset }) => {
    beforeEach(async () => {
      await reset();
      await app().inject({ method: 'POST', url: '/api/init-companies' });
    });

    const importList = (rows: string[]) =>
      upload(app(), '/api/import-agents', 'roster.csv', [HEADER, ...rows].join('\n'));
    const recordsOf = async (npn: string) => {
      const agents = (await app().inject('/api/agents')).json() as Agent[];
      return agents.filter((agent) => agent.npn === npn);
    };
    /** Each of a person's records' status and agent ID by its carrier's code ('-' for the record with no carrier). */
    const byCarrier = async (npn: string) =>
      Object.fromEntries(
        (await recordsOf(npn)).map((agent) => [CARRIER.get(agent.carrierId), [agent.status, agent.agentId]]),
      );

    it('a pending row is the person’s appointment: no row error, its status at that carrier, a record there', async () => {
      const response = await importList([
        '72100001,Ann,Archer,American Amicable Life Insurance Company of Texas,AA-1,Terminated',
        '72100001,Ann,Archer,Aetna Life Insurance Company,,Pending',
        '72100002,Ben,Baker,The Independent Order of Foresters,,Pending Approval',
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        imported: 2,
        updated: 0,
        writingNumbers: 1,
        errors: [],
        notes: [`1 person has ${MIXED_NOTE}`, PENDING_NOTE(2)],
      });
      // Terminated at American Amicable, pending at Aetna: not over yet, so inactive herself.
      expect(await byCarrier('72100001')).toEqual({
        '-': ['inactive', null],
        AMAM: ['terminated', 'AA-1'],
        AETNA: ['inactive', null],
      });
      // His only appointment is pending: inactive, with a record at Foresters waiting for its number.
      expect(await byCarrier('72100002')).toEqual({ '-': ['inactive', null], FORESTERS: ['inactive', null] });
    });

    it('sets the status of the record the person already has at that carrier, keeping its writing number', async () => {
      expect((await importList(['72100001,Ann,Archer,Aetna,AE-1,Active'])).statusCode).toBe(200);
      const response = await importList([
        '72100001,Ann,Archer,American Amicable,AA-1,Active',
        '72100001,Ann,Archer,Aetna,,Terminated',
      ]);
      expect(response.json()).toEqual({
        imported: 0,
        updated: 1,
        writingNumbers: 1,
        errors: [],
        notes: [`1 person has ${MIXED_NOTE}`, PENDING_NOTE(1)],
      });
      expect(await byCarrier('72100001')).toEqual({
        '-': ['active', null],
        AMAM: ['active', 'AA-1'],
        AETNA: ['terminated', 'AE-1'],
      });
      const aetna = (await recordsOf('72100001')).find((agent) => agent.carrierId === 2)!;
      const numbers = (await app().inject(`/api/writing-numbers?agentId=${aetna.id}`)).json();
      expect(numbers.map((n: { writingNumber: string }) => n.writingNumber)).toEqual(['AE-1']);
    });

    it('the number given once approved goes on the same record: one record per person at the carrier', async () => {
      expect((await importList(['72100002,Ben,Baker,Aetna,,Pending'])).statusCode).toBe(200);
      const pending = (await recordsOf('72100002')).find((agent) => agent.carrierId === 2)!;
      const response = await importList(['72100002,Ben,Baker,Aetna,AE-2,Appointed']);
      expect(response.json()).toEqual({ imported: 0, updated: 1, writingNumbers: 1, errors: [] });
      expect(await byCarrier('72100002')).toEqual({ '-': ['active', null], AETNA: ['active', 'AE-2'] });
      expect((await recordsOf('72100002')).find((agent) => agent.carrierId === 2)!.id).toBe(pending.id);
      // The same list again changes no one.
      expect((await importList(['72100002,Ben,Baker,Aetna,AE-2,Appointed'])).json()).toMatchObject({ unchanged: 1 });
    });

    it('a carrier report naming the person by NPN finds their pending record: no second record', async () => {
      expect((await importList(['72100002,Ben,Baker,Aetna,,Pending'])).statusCode).toBe(200);
      const report = await upload(
        app(),
        '/api/upload/2',
        'aetna.csv',
        'Writing Number,NPN,Agent Name,Balance\nAE-2,72100002,"BAKER, BEN",150.00\n',
      );
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json().changes.new).toBe(0);
      const aetna = (await recordsOf('72100002')).filter((agent) => agent.carrierId === 2);
      expect(aetna).toHaveLength(1);
      const numbers = (await app().inject(`/api/writing-numbers?agentId=${aetna[0]!.id}`)).json();
      expect(numbers.map((n: { writingNumber: string }) => n.writingNumber)).toEqual(['AE-2']);
    });

    it('a placeholder for the number ("PENDING", "N/A") is no number: never one person’s number at the carrier', async () => {
      const response = await importList([
        '72100001,Ann,Archer,Aetna,PENDING,Pending',
        '72100002,Ben,Baker,Aetna,N/A,Pending',
      ]);
      expect(response.json()).toEqual({
        imported: 2,
        updated: 0,
        writingNumbers: 0,
        errors: [],
        notes: [PENDING_NOTE(2)],
      });
      expect(await byCarrier('72100001')).toEqual({ '-': ['inactive', null], AETNA: ['inactive', null] });
      expect(await byCarrier('72100002')).toEqual({ '-': ['inactive', null], AETNA: ['inactive', null] });
    });

    it('a pending row at a carrier not set up is a row error saying its status was not recorded', async () => {
      const response = await importList([
        '72100001,Ann,Archer,Aetna,AE-1,Active',
        '72100001,Ann,Archer,Lincoln Heritage Life Insurance Company,,Pending',
      ]);
      expect(response.json()).toEqual({
        imported: 1,
        updated: 0,
        writingNumbers: 1,
        errors: [
          'Row 3: the carrier "Lincoln Heritage Life Insurance Company" is not set up under Companies (or fits more ' +
            'than one); its status there was not recorded',
        ],
        // The row's status is still the person's (pending there: it counts toward their own, as a numbered row's does).
        notes: [`1 person has ${MIXED_NOTE}`],
      });
    });

    it('a repeat with no writing number and no status, or no carrier, is a row error as before', async () => {
      const response = await importList([
        '72100001,Ann,Archer,Aetna,AE-1,Active',
        '72100001,Ann,Archer,American Amicable,,',
        '72100001,Ann,Archer,,,Pending',
      ]);
      expect(response.json()).toEqual({
        imported: 1,
        updated: 0,
        writingNumbers: 1,
        errors: [
          'Row 3: NPN 72100001 is also on row 2; only the first was used',
          'Row 4: NPN 72100001 is also on row 2; only the first was used',
        ],
      });
      expect(await byCarrier('72100001')).toEqual({ '-': ['active', null], AETNA: ['active', 'AE-1'] });
    });
  },
);
