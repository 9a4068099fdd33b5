import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';

type Agent = Record<string, unknown> & { id: number };

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/**
 * POST /api/agents takes the rich profile's fields PUT /api/agents/{id} takes (SPEC section 3),
 * stores them and checks them as PUT does; the add dialog's payload works as before.
 */
describeApi('POST /api/agents with the rich profile', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
  });

  const post = (payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: '/api/agents', payload: { carrierId: 1, ...payload } });
  const details = async (id: number) =>
    (await app().inject({ method: 'GET', url: `/api/agents/${id}` })).json() as Agent;
  const count = async () => ((await app().inject({ method: 'GET', url: '/api/agents' })).json() as Agent[]).length;

  it('stores every rich-profile field given, as GET /api/agents/{id} then shows it', async () => {
    const response = await post({
      name: 'Jane Q Public',
      agentId: 'AM-700',
      npn: '17400001',
      firstName: 'Jane',
      middleName: 'Quinn',
      lastName: 'Public',
      businessName: 'Public Benefits LLC',
      type: 'business',
      gender: 'Female',
      agencyName: 'North Agency',
      dateOfBirth: '04/02/1980',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      compLevel: 85,
      solicitingFor: 'Final expense',
      npnVerified: 'Verified',
      role: 'agency owner',
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json() as Agent;
    const expected = {
      name: 'Jane Q Public',
      agentId: 'AM-700',
      firstName: 'Jane',
      middleName: 'Quinn',
      lastName: 'Public',
      businessName: 'Public Benefits LLC',
      type: 'Business',
      gender: 'Female',
      agencyName: 'North Agency',
      dateOfBirth: '1980-04-02',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      compLevel: 85,
      solicitingFor: 'Final expense',
      npnVerified: 'Verified',
      role: 'Agency Owner',
    };
    expect(created).toMatchObject(expected);
    expect(await details(created.id)).toMatchObject(expected);
  });

  it("the add dialog's payload keeps its defaults; the name is split as an agent list splits it", async () => {
    const response = await post({
      name: 'Jane Q Public',
      agentId: 'AM-701',
      status: '',
      // Blank, as README says: the default (before, a 400 "must be a number from 0 to 100").
      compLevel: '',
      npn: null,
      upline: null,
      uplineId: null,
      email: null,
      phone: null,
      address: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await details((response.json() as Agent).id)).toMatchObject({
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Public',
      type: 'Individual',
      gender: null,
      dateOfBirth: null,
      compLevel: 100,
      npnVerified: 'Not Verified',
      role: 'Agent',
      status: 'active',
    });
  });

  it('a part of the name not given comes from the name; with a middle name, the first name is the first word', async () => {
    const onlyMiddle = await post({ name: 'Jane Q Public', agentId: 'AM-702', middleName: 'Q' });
    expect(onlyMiddle.statusCode, onlyMiddle.body).toBe(200);
    expect(onlyMiddle.json()).toMatchObject({ firstName: 'Jane', middleName: 'Q', lastName: 'Public' });
    const onlyLast = await post({
      name: 'Jo Ann Smith-Jones',
      agentId: 'AM-703',
      lastName: 'Smith Jones',
      firstName: '',
    });
    expect(onlyLast.statusCode, onlyLast.body).toBe(200);
    // As an agent list splits "Jo Ann Smith-Jones": the first word is the first name, the others the middle.
    expect(onlyLast.json()).toMatchObject({ firstName: 'Jo', middleName: 'Ann', lastName: 'Smith Jones' });
  });

  it('refuses what PUT refuses with a 400 naming the field, and creates nothing', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ dateOfBirth: `${NEXT_YEAR}-01-15` }, 'dateOfBirth', 'a date of birth cannot be in the future'],
      [{ dateOfBirth: `01/15/${NEXT_YEAR}` }, 'dateOfBirth', 'a date of birth cannot be in the future'],
      [{ dateOfBirth: '1980-02-30' }, 'dateOfBirth', 'is not a valid date (use YYYY-MM-DD or MM/DD/YYYY)'],
      [{ compLevel: 101 }, 'compLevel', 'must be a number from 0 to 100'],
      [{ compLevel: '50' }, 'compLevel', 'must be a number from 0 to 100, not a string'],
      [{ compLevel: true }, 'compLevel', 'must be a number from 0 to 100, not a boolean'],
      [{ compLevel: 12.5 }, 'compLevel', 'must be a whole number from 0 to 100'],
    ];
    for (const [fields, path, message] of refusals) {
      const response = await post({ name: 'Dana Reyes', agentId: 'DR-1', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: `Invalid input: ${path}: ${message}`,
        issues: [{ path: [path], message }],
      });
    }
    for (const fields of [{ type: 'Robot' }, { gender: 'Other' }, { npnVerified: 'Maybe' }, { role: 'Boss' }]) {
      const response = await post({ name: 'Dana Reyes', agentId: 'DR-1', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect((response.json() as { issues: { path: string[] }[] }).issues[0]!.path).toEqual(Object.keys(fields));
    }
    const tooLong = await post({ name: 'Dana Reyes', agentId: 'DR-1', firstName: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(await count()).toBe(0);
  });

  it('takes a past date of birth, today, and the same fields through tRPC', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await post({ name: 'Tod Day', agentId: 'AM-704', dateOfBirth: today });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dateOfBirth: today });
    const viaTrpc = await app().inject({
      method: 'POST',
      url: '/trpc/agent.create',
      payload: { name: 'Tia Rpc', agentId: 'AM-705', carrierId: 2, dateOfBirth: '1975-07-04', compLevel: 0 },
    });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect((viaTrpc.json() as { result: { data: Agent } }).result.data).toMatchObject({
      dateOfBirth: '1975-07-04',
      compLevel: 0,
    });
  });
});
