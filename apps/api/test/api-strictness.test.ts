import { buildApp } from '../src/app';
import { beforeEach, expect, it } from 'vitest';
import { describeApi, TEST_API_KEY, testConfig } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';
import { multipart } from './uploads';

type ErrorBody = { message: string; code: string; issues?: { path: (string | number)[]; message: string }[] };

/** Every error body has the one shape: a message, tRPC's code, and for bad input the issues. */
function expectErrorShape(body: unknown, code: string): ErrorBody {
  const error = body as ErrorBody;
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.code).toBe(code);
  expect(Object.keys(error).every((key) => ['message', 'code', 'issues'].includes(key))).toBe(true);
  return error;
}

/**
 * Issue 13: types are checked, never guessed (bodies, query strings, path ids, on REST and tRPC);
 * one error shape; Idempotency-Key on POST; a multipart request without boundary is a 400.
 */
describeApi('a strict API', ({ app, anonymousApp, database, reset }) => {
  let agentId: number;
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const [id] = await insertAgents(database().db, [{ name: 'Strict Agent', npn: '555001', agent_id: 'ST-1' }]);
    agentId = id!;
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, payload: payload as object, headers });

  it('refuses JSON values of the wrong type, naming the field, and stores nothing', async () => {
    const carrier = await post('/api/carriers', { name: 'Stringly', code: 'STR', active: 'false' });
    expect(carrier.statusCode).toBe(400);
    const error = expectErrorShape(carrier.json(), 'BAD_REQUEST');
    expect(error.issues?.map((issue) => issue.path)).toEqual([['active']]);
    expect(error.message).toMatch(/active/);

    for (const bad of [
      { agentId: true, carrierId: 1, amount: 10 },
      { agentId, carrierId: true, amount: 10 },
      { agentId: String(agentId), carrierId: 1, amount: 10 },
      { agentId, carrierId: 1, amount: 10, debtAge: [] },
      { agentId, carrierId: 1, amount: 10, debtAge: '5' },
    ]) {
      const response = await post('/api/debts', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expectErrorShape(response.json(), 'BAD_REQUEST');
    }
    // Text sent as another type is named as such, not called missing.
    const writingNumber = await post('/api/writing-numbers/upsert', {
      agentId,
      carrierId: 1,
      writingNumber: 12345,
      identifierType: 'writingNumber',
      status: 'active',
    });
    expect(writingNumber.statusCode).toBe(400);
    expect(writingNumber.json().message).toContain('writingNumber: Writing number must be a string, not a number');
    const unnamed = await post('/api/carriers', { name: ['Acme'], code: 'ACME', active: true });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain('must be a string, not an array');
    const send = await post('/api/email/send', { templateId: 1, agentIds: [agentId], ccUpline: 'false' });
    expect(send.statusCode).toBe(400);
    expect(expectErrorShape(send.json(), 'BAD_REQUEST').issues?.some((i) => i.path.join('.') === 'ccUpline')).toBe(
      true,
    );

    const carriers = (await app().inject('/api/carriers')).json() as { code: string }[];
    expect(carriers.map((c) => c.code)).not.toContain('STR');
    expect((await app().inject('/api/debts')).json()).toEqual([]);
  });

  it('keeps tRPC strict after REST calls: the shared schemas are never rewritten to coerce', async () => {
    await app().inject('/api/agents/1');
    await post('/api/carriers', { name: 'Stringly', code: 'STR', active: 'false' });
    const response = await post('/trpc/carrier.create', { name: 'Via tRPC', code: 'TRPC', active: 'false' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/active/);
    const ok = await post('/trpc/carrier.create', { name: 'Via tRPC', code: 'TRPC', active: false });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { result: { data: { active: boolean } } }).result.data.active).toBe(false);
  });

  it('reads path ids from decimal digits only: hex, exponent, sign and decimals are a 400 and touch nothing', async () => {
    for (const id of ['0x10', '1e1', '+5', '1.0', '-1', 'abc', '%20' + agentId]) {
      const get = await app().inject(`/api/agents/${id}`);
      expect(get.statusCode, id).toBe(400);
      expect(expectErrorShape(get.json(), 'BAD_REQUEST').message).toMatch(/id/);
      const remove = await app().inject({ method: 'DELETE', url: `/api/agents/${id}` });
      expect(remove.statusCode, id).toBe(400);
    }
    expect((await app().inject(`/api/agents/${agentId}`)).statusCode).toBe(200);
    expect((await app().inject('/api/agents/99999')).statusCode).toBe(404);
  });

  it('reads query integers from decimal digits only and refuses unknown query parameters', async () => {
    expect((await app().inject('/api/email/candidates?minAge=10&maxAge=90')).statusCode).toBe(200);
    for (const value of ['0x10', '1e1', '+5', '1.0', '', 'ten']) {
      const response = await app().inject(`/api/email/candidates?minAge=${encodeURIComponent(value)}`);
      expect(response.statusCode, value).toBe(400);
      expect(expectErrorShape(response.json(), 'BAD_REQUEST').issues?.[0]?.path).toEqual(['minAge']);
    }
    const twice = await app().inject('/api/email/candidates?minAge=1&minAge=2');
    expect(twice.statusCode).toBe(400);
    const unknown = await app().inject('/api/carriers?activ=true');
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorShape(unknown.json(), 'BAD_REQUEST').message).toMatch(/activ/);
    const strayOnPost = await post('/api/carriers?dryRun=true', { name: 'Query', code: 'QRY' });
    expect(strayOnPost.statusCode).toBe(400);
  });

  it('answers every error in one shape: validation, unknown path, media type, size, credentials', async () => {
    expectErrorShape((await post('/api/debts', { agentId })).json(), 'BAD_REQUEST');
    const unknownPath = await app().inject('/api/no-such-thing');
    expect(unknownPath.statusCode).toBe(404);
    expectErrorShape(unknownPath.json(), 'NOT_FOUND');
    const wrongMethod = await app().inject({ method: 'PATCH', url: `/api/agents/${agentId}`, payload: {} });
    expect(wrongMethod.statusCode).toBe(405);
    expectErrorShape(wrongMethod.json(), 'METHOD_NOT_SUPPORTED');
    const text = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expectErrorShape(text.json(), 'UNSUPPORTED_MEDIA_TYPE');
    const huge = await post('/api/carriers', { name: 'x'.repeat(3 * 1024 * 1024), code: 'BIG' });
    expect(huge.statusCode).toBe(413);
    expectErrorShape(huge.json(), 'PAYLOAD_TOO_LARGE');
    const notJson = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expectErrorShape(notJson.json(), 'BAD_REQUEST');
    const anonymous = await anonymousApp().inject('/api/agents');
    expect(anonymous.statusCode).toBe(401);
    expectErrorShape(anonymous.json(), 'UNAUTHORIZED');
    const conflict = await post('/api/carriers', { name: 'Again', code: 'AMAM' });
    expect(conflict.statusCode).toBe(409);
    expectErrorShape(conflict.json(), 'CONFLICT');
  });

  it('answers 400, not 500, to a multipart request without a boundary, on both upload routes', async () => {
    for (const url of ['/api/upload/1', '/api/import-agents']) {
      const response = await app().inject({
        method: 'POST',
        url,
        payload: '--x\r\n\r\n',
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(response.statusCode, url).toBe(400);
      expectErrorShape(response.json(), 'BAD_REQUEST');
    }
  });

  it('answers 400, not 500, to a multipart body that is cut short or has no parts, on both upload routes', async () => {
    const bodies = ['garbage', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nNPN,Bal'];
    for (const url of ['/api/upload/1', '/api/import-agents']) {
      for (const payload of bodies) {
        const response = await app().inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expectErrorShape(response.json(), 'BAD_REQUEST');
        expect(response.json().message).toMatch(/multipart|No file/);
      }
    }
    expect((await app().inject('/api/debts')).json()).toHaveLength(0);
  });

  it('replays a retried POST with the same Idempotency-Key and body, creating nothing twice', async () => {
    const body = { agentId, carrierId: 1, amount: '125.50' };
    const headers = { 'idempotency-key': 'debt-retry-1' };
    const first = await post('/api/debts', body, headers);
    expect(first.statusCode).toBe(200);
    const retry = await post('/api/debts', body, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await app().inject('/api/debts')).json()).toHaveLength(1);

    const other = await post('/api/debts', { ...body, amount: '99.00' }, headers);
    expect(other.statusCode).toBe(422);
    expectErrorShape(other.json(), 'UNPROCESSABLE_CONTENT');
    expect((await app().inject('/api/debts')).json()).toHaveLength(1);

    // Without a key, or with a new one, a POST is a new request.
    expect((await post('/api/debts', body, { 'idempotency-key': 'debt-retry-2' })).statusCode).toBe(200);
    expect((await app().inject('/api/debts')).json()).toHaveLength(2);
    // A refused request's answer is kept too: the retry gets the same 400.
    const bad = await post('/api/debts', { agentId }, { 'idempotency-key': 'bad-1' });
    const badAgain = await post('/api/debts', { agentId }, { 'idempotency-key': 'bad-1' });
    expect(badAgain.statusCode).toBe(400);
    expect(badAgain.json()).toEqual(bad.json());
    expect((await post('/api/debts', body, { 'idempotency-key': 'has space' })).statusCode).toBe(400);
  });

  it('keeps keys in the database, so a second server process replays the first answer', async () => {
    const second = await buildApp({ config: testConfig(), database: database() });
    try {
      const body = { agentId, carrierId: 1, amount: 40 };
      const headers = { 'idempotency-key': 'two-servers', authorization: `Bearer ${TEST_API_KEY}` };
      const first = await post('/api/debts', body, headers);
      const retried = await second.inject({ method: 'POST', url: '/api/debts', payload: body, headers });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual(first.json());
      expect((await app().inject('/api/debts')).json()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('replays a retried upload with the same key and file: one import, one File Uploads record', async () => {
    const file = multipart('retry.csv', Buffer.from('Writing Number,Agent Name,Balance\nST-1,Strict Agent,310.25\n'));
    const upload = () =>
      app().inject({
        method: 'POST',
        url: '/api/upload/1',
        payload: file.payload,
        headers: { ...file.headers, 'idempotency-key': 'upload-1' },
      });
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const retry = await upload();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await app().inject('/api/file-uploads')).json()).toHaveLength(1);
    const other = multipart('retry.csv', Buffer.from('Writing Number,Agent Name,Balance\nST-1,Strict Agent,1.00\n'));
    const mismatch = await app().inject({
      method: 'POST',
      url: '/api/upload/1',
      payload: other.payload,
      headers: { ...other.headers, 'idempotency-key': 'upload-1' },
    });
    expect(mismatch.statusCode).toBe(422);
  });
});
