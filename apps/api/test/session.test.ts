import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeApi, TEST_ACCESS_CODE } from './harness';

const HOUR_MS = 3_600_000;
let address = 0;
/** Each attempt from its own address, so the per-address attempt limit never decides a test. */
const from = () => `10.1.0.${++address}`;

describeApi('session: the access code', ({ anonymousApp, database }) => {
  async function attempt(code: unknown) {
    return anonymousApp().inject({ method: 'POST', url: '/api/session', payload: { code }, remoteAddress: from() });
  }

  it('the right code in any letter case answers a token that opens the API', async () => {
    for (const code of [TEST_ACCESS_CODE, TEST_ACCESS_CODE.toUpperCase(), ` ${TEST_ACCESS_CODE.toLowerCase()} `]) {
      const before = Date.now();
      const response = await attempt(code);
      expect(response.statusCode, code).toBe(200);
      const { token, expiresAt } = response.json();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const lifetime = new Date(expiresAt).getTime() - before;
      expect(lifetime).toBeGreaterThan(11.9 * HOUR_MS);
      expect(lifetime).toBeLessThan(12.1 * HOUR_MS);
      const withToken = await anonymousApp().inject({
        method: 'GET',
        url: '/api/carriers',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(withToken.statusCode).toBe(200);
    }
  });

  it('stores only the SHA-256 hash of a token, and every token is new', async () => {
    const first = (await attempt(TEST_ACCESS_CODE)).json().token as string;
    const second = (await attempt(TEST_ACCESS_CODE)).json().token as string;
    expect(first).not.toBe(second);
    const rows = await database().db.selectFrom('sessions').select('token_hash').execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(first).digest('hex'));
    expect(hashes).toContain(createHash('sha256').update(second).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it("a wrong, empty or missing code is 401 'Incorrect password. Please try again.'", async () => {
    for (const code of ['wrong', '', `${TEST_ACCESS_CODE}x`, undefined]) {
      const response = await attempt(code);
      expect(response.statusCode, String(code)).toBe(401);
      expect(response.json().message).toBe('Incorrect password. Please try again.');
    }
    const sessions = await database().db.selectFrom('sessions').select('token_hash').execute();
    const count = sessions.length;
    await attempt('still wrong');
    expect(await database().db.selectFrom('sessions').select('token_hash').execute()).toHaveLength(count);
  });

  it('making a session clears expired ones, and an expired token no longer opens the API', async () => {
    const expired = 'expired-token-0123456789abcdefghijklmnopq';
    const expiredHash = createHash('sha256').update(expired).digest('hex');
    await database()
      .db.insertInto('sessions')
      .values({ token_hash: expiredHash, expires_at: new Date(Date.now() - HOUR_MS) })
      .execute();
    const refused = await anonymousApp().inject({
      method: 'GET',
      url: '/api/carriers',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(refused.statusCode).toBe(401);
    expect((await attempt(TEST_ACCESS_CODE)).statusCode).toBe(200);
    const left = await database().db.selectFrom('sessions').select('token_hash').execute();
    expect(left.map((r) => r.token_hash)).not.toContain(expiredHash);
  });

  it('a code that is not text is a 400', async () => {
    const response = await attempt({ code: 'nested' });
    expect(response.statusCode).toBe(400);
  });
});
