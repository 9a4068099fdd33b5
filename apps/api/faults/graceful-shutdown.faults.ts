import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAULT_API_KEY, startServerProcess } from './server-process';

describe('graceful shutdown on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentledger-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes a request that is in flight, then closes and exits cleanly', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const body = JSON.stringify({ name: 'Arrived during shutdown', code: 'LATE' });
    const half = Math.floor(body.length / 2);
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/carriers`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${FAULT_API_KEY}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now, SIGTERM, the rest a moment later: the request is in flight when the signal lands.
      req.write(body.slice(0, half));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 400);
      }, 100);
    });
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ code: 'LATE' });
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/api/openapi.json`)).rejects.toThrow();
  });
});
