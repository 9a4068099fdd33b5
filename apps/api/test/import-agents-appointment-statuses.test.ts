import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

type Agent = { id: number; npn: string | null; name: string; status: string; carrierId: number | null };

/** The carriers POST /api/init-companies sets up (DEFAULT_CARRIERS), by id; '-' is a record with no carrier. */
const CARRIER = new Map<number | null, string>([
  [null, '-'],
  [1, 'AMAM'],
  [2, 'AETNA'],
  [3, 'FORESTERS'],
]);

const APPOINTMENT_HEADER =
  'Producer NPN,Producer First Name,Producer Last Name,Carrier Name,Writing Number,Appointment Status';

/**
 * An AgentSync/SureLC-style appointment list: one row per producer and carrier. Ann is terminated at
 * American Amicable (her first row), active at Aetna and pending at Foresters; Ben is terminated at
 * both his carriers; Cy is pending at one and terminated at the other.
 */
const APPOINTMENTS = [
  APPOINTMENT_HEADER,
  '72000001,Ann,Archer,American Amicable Life Insurance Company of Texas,AA-1,Terminated',
  '72000001,Ann,Archer,Aetna Life Insurance Company,AE-1,Active',
  '72000001,Ann,Archer,The Independent Order of Foresters,FO-1,Pending',
  '72000002,Ben,Baker,Aetna Life Insurance Company,AE-2,Terminated - Not For Cause',
  '72000002,Ben,Baker,American Amicable Life Insurance Company of Texas,AA-2,Cancelled',
  '72000003,Cy,Cole,The Independent Order of Foresters,FO-3,Pending Appointment',
  '72000003,Cy,Cole,Aetna Life Insurance Company,AE-3,Terminated',
].join('\n');

const MIXED_NOTE =
  "each carrier's record took its own row's status, and the person's own status is active when any of their " +
  'appointments is (else inactive when any is, else terminated).';

describeApi('an appointment list’s statuses, one per carrier (POST /api/import-agents)', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const importList = (csv: string) => upload(app(), '/api/import-agents', 'roster.csv', csv);
  /** Each of a person's records' status by its carrier's code ('-' for the record with no carrier). */
  const statusesOf = async (npn: string) => {
    const agents = (await app().inject('/api/agents')).json() as Agent[];
    const records = agents.filter((agent) => agent.npn?.replace(/^0+/, '') === npn);
    return Object.fromEntries(records.map((agent) => [CARRIER.get(agent.carrierId), agent.status]));
  };

  it('gives each carrier’s record its own row’s status, and the person the most active of them', async () => {
    const response = await importList(APPOINTMENTS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 3,
      updated: 0,
      writingNumbers: 7,
      errors: [],
      notes: [`2 people have different statuses at different carriers: ${MIXED_NOTE}`],
    });
    // Terminated at American Amicable only: still active at Aetna, so active herself.
    expect(await statusesOf('72000001')).toEqual({
      '-': 'active',
      AMAM: 'terminated',
      AETNA: 'active',
      FORESTERS: 'inactive',
    });
    // Terminated everywhere the list names him: terminated.
    expect(await statusesOf('72000002')).toEqual({ '-': 'terminated', AMAM: 'terminated', AETNA: 'terminated' });
    // Pending at one carrier, terminated at the other: not over yet, inactive.
    expect(await statusesOf('72000003')).toEqual({ '-': 'inactive', AETNA: 'terminated', FORESTERS: 'inactive' });
  });

  it('reads the same statuses whatever the order of the rows', async () => {
    const [header, ...rows] = APPOINTMENTS.split('\n');
    const response = await importList([header, ...rows.reverse()].join('\n'));
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusesOf('72000001')).toEqual({
      '-': 'active',
      AMAM: 'terminated',
      AETNA: 'active',
      FORESTERS: 'inactive',
    });
    expect(await statusesOf('72000003')).toEqual({ '-': 'inactive', AETNA: 'terminated', FORESTERS: 'inactive' });
  });

  it('a later list changes the status at the carriers it names only, and says the person was changed', async () => {
    expect((await importList(APPOINTMENTS)).statusCode).toBe(200);
    // American Amicable appoints Ann again; Aetna terminates her. Foresters is not in this list.
    const response = await importList(
      [
        APPOINTMENT_HEADER,
        '72000001,Ann,Archer,Aetna Life Insurance Company,AE-1,Terminated',
        '72000001,Ann,Archer,American Amicable Life Insurance Company of Texas,AA-1,Appointed',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    // Her profile is active before and after: she is changed all the same (two carriers' records), never "unchanged".
    expect(response.json()).toEqual({
      imported: 0,
      updated: 1,
      writingNumbers: 2,
      errors: [],
      notes: [`1 person has different statuses at different carriers: ${MIXED_NOTE}`],
    });
    expect(await statusesOf('72000001')).toEqual({
      '-': 'active',
      AMAM: 'active',
      AETNA: 'terminated',
      FORESTERS: 'inactive',
    });
    // The same list again changes nothing.
    expect((await importList(APPOINTMENTS)).json()).toMatchObject({ updated: 3, unchanged: 2 });
    const again = await importList(APPOINTMENTS);
    expect(again.json()).toMatchObject({ imported: 0, updated: 3, unchanged: 3, errors: [] });
  });

  it('a plain roster (one row per person, a Status column) still sets the person’s status on all their records', async () => {
    expect((await importList(APPOINTMENTS)).statusCode).toBe(200);
    const response = await importList(
      'NPN,First Name,Last Name,Status\n72000001,Ann,Archer,Terminated\n72000009,Dee,Dunn,Pending\n',
    );
    expect(response.json()).toEqual({ imported: 1, updated: 1, writingNumbers: 0, errors: [] });
    expect(await statusesOf('72000001')).toEqual({
      '-': 'terminated',
      AMAM: 'terminated',
      AETNA: 'terminated',
      FORESTERS: 'terminated',
    });
    expect(await statusesOf('72000009')).toEqual({ '-': 'inactive' });
  });

  it('a producer’s own status beside the appointment’s: the person takes theirs, each carrier its row’s', async () => {
    const response = await importList(
      [
        'Producer NPN,Producer First Name,Producer Last Name,Producer Status,Carrier Name,Writing Number,Appointment Status',
        '72000001,Ann,Archer,Active,American Amicable,AA-1,Terminated',
        '72000001,Ann,Archer,Active,Aetna,AE-1,Pending',
      ].join('\n'),
    );
    expect(response.json()).toEqual({ imported: 1, updated: 0, writingNumbers: 2, errors: [] });
    expect(await statusesOf('72000001')).toEqual({ '-': 'active', AMAM: 'terminated', AETNA: 'inactive' });
  });

  it('a status of the producer alone beside a carrier is the person’s, on every record, as before', async () => {
    const response = await importList(
      [
        'Producer NPN,Producer First Name,Producer Last Name,Producer Status,Carrier Name,Writing Number',
        '72000002,Ben,Baker,Terminated,American Amicable,AA-2',
        '72000002,Ben,Baker,Terminated,Aetna,AE-2',
      ].join('\n'),
    );
    expect(response.json()).toEqual({ imported: 1, updated: 0, writingNumbers: 2, errors: [] });
    expect(await statusesOf('72000002')).toEqual({ '-': 'terminated', AMAM: 'terminated', AETNA: 'terminated' });
  });

  it('a status that is no status is that row’s error; the person’s other appointments are used', async () => {
    const response = await importList(
      [
        APPOINTMENT_HEADER,
        '72000001,Ann,Archer,American Amicable,AA-1,Vested',
        '72000001,Ann,Archer,Aetna,AE-1,Terminated',
        '72000001,Ann,Archer,Foresters,FO-1,',
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      imported: 1,
      updated: 0,
      writingNumbers: 2,
      errors: ['Row 2: Status "Vested" is not one of active, inactive, terminated'],
    });
    // Foresters' blank status says nothing: its new record takes the person's (from Aetna's row, the one read).
    expect(await statusesOf('72000001')).toEqual({ '-': 'terminated', AETNA: 'terminated', FORESTERS: 'terminated' });
  });
});
