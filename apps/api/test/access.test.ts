import { expect, it } from 'vitest';
import { describeApi, TEST_API_KEY } from './harness';

describeApi('access: the server is the gatekeeper', ({ app, anonymousApp }) => {
  it('answers 401 with a message on every /api and /trpc route without credentials', async () => {
    for (const [method, url] of [
      ['GET', '/api/carriers'],
      ['POST', '/api/init-companies'],
      ['DELETE', '/api/carriers/1'],
      ['GET', '/api/agents'],
      ['GET', '/trpc/carrier.list'],
    ] as const) {
      const response = await anonymousApp().inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      // REST answers { message }, tRPC its own envelope { error: { message } } that @trpc/client reads.
      const body = response.json();
      expect(body.message ?? body.error?.message).toMatch(/Authorization: Bearer/);
    }
  });

  it('refuses a wrong or malformed credential', async () => {
    for (const authorization of ['Bearer nope', `Basic ${TEST_API_KEY}`, 'Bearer ']) {
      const response = await anonymousApp().inject({ method: 'GET', url: '/api/carriers', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('keeps the OpenAPI document open', async () => {
    const response = await anonymousApp().inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/carriers']).toBeDefined();
  });

  it('accepts a key from API_KEYS, and keys created in Settings until they are revoked', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).statusCode).toBe(200);
    const created = await app().inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'nightly script' } });
    expect(created.statusCode).toBe(200);
    const { id, key, prefix } = created.json();
    expect(key.startsWith(prefix)).toBe(true);
    const withKey = { authorization: `Bearer ${key}` };
    expect((await anonymousApp().inject({ method: 'GET', url: '/api/carriers', headers: withKey })).statusCode).toBe(
      200,
    );
    const listed = (await app().inject({ method: 'GET', url: '/api/api-keys' })).json();
    expect(listed).toEqual([expect.objectContaining({ id, name: 'nightly script', lastUsedAt: expect.any(String) })]);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect((await app().inject({ method: 'DELETE', url: `/api/api-keys/${id}` })).statusCode).toBe(200);
    expect((await anonymousApp().inject({ method: 'GET', url: '/api/carriers', headers: withKey })).statusCode).toBe(
      401,
    );
  });

  it('refuses state-changing requests with text/plain or form bodies', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/carriers',
        headers: { 'content-type': type },
        payload: 'name=X&code=Y',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/send JSON/);
    }
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).json()).toEqual([]);
  });

  it('sends security headers: CSP without inline script, nosniff, no framing, a referrer policy', async () => {
    const response = await anonymousApp().inject({ method: 'GET', url: '/api/openapi.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends the same security headers on refusals and unknown paths', async () => {
    const reference = await anonymousApp().inject({ method: 'GET', url: '/api/openapi.json' });
    const answers = [
      await anonymousApp().inject({ method: 'GET', url: '/api/carriers' }), // 401, no credential
      await app().inject({ method: 'GET', url: '/api/no-such-thing' }), // 404
      await app().inject({
        method: 'POST',
        url: '/api/carriers',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }), // 415
      await app().inject({ method: 'GET', url: '/api/agents?limit=banana' }), // 400
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 415, 400]);
    for (const answer of answers) {
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
        expect(answer.headers[name], `${name} on a ${answer.statusCode}`).toBe(reference.headers[name]);
      }
    }
  });

  it('rate-limits access-code attempts per address (429 after 10 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await anonymousApp().inject({
        method: 'POST',
        url: '/api/session',
        payload: { code: `guess-${i}` },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const other = await anonymousApp().inject({
      method: 'POST',
      url: '/api/session',
      payload: { code: 'x' },
      remoteAddress: '10.9.8.8',
    });
    expect(other.statusCode).not.toBe(429);
  });
});
