import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';

// A POST that takes no body read none of it and answered 200 as if its fields had been used
// (`POST /api/file-uploads/5/apply` with `{ "rows": [1, 2] }` applied every row). Now a field
// there is a 400 naming it, as on a DELETE; no body, an empty one, `{}` or `null` is still fine.
describeApi('POSTs that take no body', ({ app, reset }) => {
  beforeEach(reset);

  const post = (url: string, payload?: string) =>
    app().inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });

  it('refuses a field sent to a POST that reads no body, before doing anything', async () => {
    const initialize = await post('/api/init-companies', '{"carrierId":3}');
    expect(initialize.statusCode).toBe(400);
    expect(initialize.json()).toEqual({
      message: 'Invalid input: carrierId: is not read: this endpoint takes no body',
      code: 'BAD_REQUEST',
      issues: [{ path: ['carrierId'], message: 'is not read: this endpoint takes no body' }],
    });
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).json()).toEqual([]);
    // A path-only POST too: refused for its body before the upload is even looked up.
    const apply = await post('/api/file-uploads/999/apply', '{"rows":[1,2]}');
    expect(apply.statusCode).toBe(400);
    expect(apply.json().issues).toEqual([{ path: ['rows'], message: 'is not read: this endpoint takes no body' }]);
    const list = await post('/api/initialize', '[1]');
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('Invalid input: This endpoint takes no body');
  });

  it('still takes no body, an empty one, {} or null', async () => {
    for (const payload of [undefined, '', '{}', 'null']) {
      expect((await post('/api/initialize', payload)).statusCode, String(payload)).toBe(200);
    }
    expect((await post('/api/file-uploads/999/apply', '{}')).statusCode).toBe(404);
  });
});
