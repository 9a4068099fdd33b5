import { expect, it } from 'vitest';
import { describeApi } from './harness';

/**
 * A method a path does not have is a 405 whose Allow header lists the methods it has, in the one
 * error shape; a path that does not exist stays a 404, and without credentials both are a 401.
 */
describeApi('a wrong method on an existing path', ({ app, anonymousApp }) => {
  it('answers 405 with Allow and the error shape, for plain paths and paths with an id', async () => {
    for (const [method, url, allow] of [
      ['PATCH', '/api/carriers', 'GET, HEAD, POST'],
      ['DELETE', '/api/dashboard/stats', 'GET, HEAD'],
      ['DELETE', '/api/dashboard/stats?x=1', 'GET, HEAD'],
      ['POST', '/api/debts/12', 'DELETE, PUT'],
      ['PATCH', '/api/agents/7', 'DELETE, GET, HEAD, PUT'],
      ['GET', '/api/upload/3', 'POST'],
      ['POST', '/api/carriers/5/report-layout', 'DELETE, GET, HEAD, PUT'],
      ['POST', '/api/agents/export.csv', 'GET, HEAD'],
      ['GET', '/api/session', 'POST'],
    ] as const) {
      const response = await app().inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toEqual({
        code: 'METHOD_NOT_SUPPORTED',
        message: `${method} is not a method of ${url.split('?')[0]}: it takes ${allow}`,
      });
    }
  });

  it('a literal path answers with its own methods, not those of a path with an id beside it', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/agents/find' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('keeps 404 for paths that do not exist, and the methods the path has still work', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/stats'],
      ['GET', '/api/no-such-thing'],
      ['PATCH', '/api/carriers/5/nothing'],
    ] as const) {
      const response = await app().inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers.allow).toBeUndefined();
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await app().inject({ method: 'GET', url: '/api/carriers' })).statusCode).toBe(200);
  });

  it('a path with a trailing slash is no endpoint, whether or not a path with an id is beside it', async () => {
    // Before, GET /api/agents/ reached GET /api/agents/{id} and was "id: must be a whole number".
    for (const [method, url] of [
      ['GET', '/api/agents/'],
      ['GET', '/api/agents/?status=active'],
      ['PUT', '/api/agents/'],
      ['DELETE', '/api/debts/'],
      ['GET', '/api/carriers/'],
      ['GET', '/api/dashboard/stats/'],
    ] as const) {
      const response = await app().inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: `No such endpoint: ${method} ${url.split('?')[0]}`,
      });
    }
    expect((await anonymousApp().inject({ method: 'GET', url: '/api/agents/' })).statusCode).toBe(401);
    const document = (await app().inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
  });

  it('asks for credentials first: without them a wrong method is a 401', async () => {
    const response = await anonymousApp().inject({ method: 'PATCH', url: '/api/carriers' });
    expect(response.statusCode).toBe(401);
    expect(response.headers.allow).toBeUndefined();
  });
});
