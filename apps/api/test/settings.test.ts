import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';

const DEFAULTS = {
  organisationName: 'AgentLedger Financial Group',
  agencyOwnerName: 'Jordan Blake',
  agencyOwnerNpn: '17350001',
  administratorName: 'Alex Morgan',
  defaultAgencyName: 'AgentLedger Financial Group',
};

describeApi('settings', ({ app, reset }) => {
  beforeEach(() => reset());

  async function put(payload: object) {
    return app().inject({ method: 'PUT', url: '/api/settings', payload });
  }

  it('GET /api/settings answers the documented defaults on a new database', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
  });

  it('PUT stores what is given, keeps the rest, and GET reads it back', async () => {
    const saved = await put({ organisationName: '  Summit Life Partners ', administratorName: 'Riley Chen' });
    expect(saved.statusCode).toBe(200);
    const expected = { ...DEFAULTS, organisationName: 'Summit Life Partners', administratorName: 'Riley Chen' };
    expect(saved.json()).toEqual(expected);
    expect((await app().inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(expected);

    const second = await put({ agencyOwnerName: 'Morgan Diaz', agencyOwnerNpn: '19990001', defaultAgencyName: '' });
    expect(second.json()).toEqual({
      ...expected,
      agencyOwnerName: 'Morgan Diaz',
      agencyOwnerNpn: '19990001',
      defaultAgencyName: null,
    });
  });

  it('refuses an empty organisation or administrator name with 400, changing nothing', async () => {
    for (const [payload, text] of [
      [{ organisationName: '' }, 'Organisation name is required'],
      [{ administratorName: '   ' }, 'Administrator name is required'],
      [{ organisationName: null }, 'organisationName'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(text);
    }
    expect((await app().inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(DEFAULTS);
  });

  it('saves made at the same time leave one consistent row', async () => {
    const names = ['One', 'Two', 'Three', 'Four'];
    const responses = await Promise.all(
      names.map((n) => put({ organisationName: `Org ${n}`, administratorName: `Admin ${n}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const final = (await app().inject({ method: 'GET', url: '/api/settings' })).json();
    const winner = names.find((n) => final.organisationName === `Org ${n}`);
    expect(winner).toBeDefined();
    expect(final.administratorName).toBe(`Admin ${winner}`);
  });
});
