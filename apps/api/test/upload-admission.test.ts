import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { describeApi, TEST_API_KEY, testConfig } from './harness';
import { upload } from './uploads';

const CSV = 'Writing Number,Agent Name,NPN,Balance\nW1,Ann One,1000001,$10.00\nW2,Bo Two,1000002,$20.00\n';

describeApi(
  'upload admission: a bounded number read at once, a bounded queue, 503 beyond it, recorded',
  ({ app, reset }) => {
    beforeEach(async () => {
      await reset();
      await app().inject({ method: 'POST', url: '/api/init-companies' });
    });

    it('queues an upload while the slots are taken and refuses the next with 503, Retry-After and a record', async () => {
      const admission = app().uploadAdmission;
      expect(admission.concurrency).toBe(1);
      // Another upload holds the only slot.
      const leave = await admission.enter();
      if (!leave) throw new Error('the slot should be free');
      const queued = upload(app(), '/api/upload/1', 'queued.csv', CSV);
      await expect.poll(() => admission.queued).toBe(1);
      const refused = await upload(app(), '/api/upload/1', 'refused.csv', CSV);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/busy.*nothing was imported/i);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const refusedList = await upload(app(), '/api/import-agents', 'roster.csv', 'NPN,First Name,Last Name\n1,A,B\n');
      expect(refusedList.statusCode).toBe(503);

      leave();
      const done = await queued;
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ recordsImported: 2 });

      const uploads = (await app().inject({ method: 'GET', url: '/api/file-uploads' })).json() as {
        filename: string;
        status: string;
        errorMessage?: string | null;
      }[];
      const byName = Object.fromEntries(uploads.map((u) => [u.filename, u]));
      expect(byName['refused.csv']).toMatchObject({ status: 'failed' });
      expect(JSON.stringify(byName['refused.csv'])).toMatch(/busy/);
      expect(byName['roster.csv']).toMatchObject({ status: 'failed' });
      expect(byName['queued.csv']).toMatchObject({ status: 'success' });
      // The refused report changed nothing: only the queued one's two agents exist.
      expect((await app().inject({ method: 'GET', url: '/api/agents' })).json()).toHaveLength(2);
    });

    it('answers 400 to a multipart request without a boundary, on both upload routes', async () => {
      for (const url of ['/api/upload/1', '/api/import-agents']) {
        const response = await app().inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data' },
          payload: 'file=x',
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toMatch(/boundary/);
      }
    });
  },
  { uploadConcurrency: 1, uploadQueueLength: 1 },
);

describeApi('request time limit', ({ database }) => {
  it('cuts off a body that is trickled in slower than the limit with 408', async () => {
    const server = await buildApp({ config: testConfig({ requestTimeoutMs: 1500 }), database: database() });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        socket.write(
          'POST /api/carriers HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `Authorization: Bearer ${TEST_API_KEY}\r\nContent-Length: 1000\r\n\r\n{"name":`,
        );
        // A byte now and then, never the whole body: the server must not wait for ever.
        const drip = setInterval(() => socket.writable && socket.write(' '), 300);
        socket.on('close', () => clearInterval(drip));
        setTimeout(() => socket.destroy(new Error('the server never cut the request off')), 15_000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await server.close();
    }
  });
});
