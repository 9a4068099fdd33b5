import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/uploads';
import { FAULT_API_KEY, startServerProcess } from './server-process';

const auth = { authorization: `Bearer ${FAULT_API_KEY}` };

/** A valid 5 MB report: 20,000 rows with a long column the import ignores. */
function fiveMegabyteReport(): Buffer {
  const filler = 'x'.repeat(220);
  const lines = ['Writing Number,Agent Name,NPN,Balance,Notes'];
  for (let i = 1; i <= 20_000; i++) lines.push(`S${i},Storm Agent${i},${50000000 + i},${(i % 90) + 1}.00,${filler}`);
  return Buffer.from(lines.join('\n'));
}

function send(url: string, body: { payload: Buffer; headers: Record<string, string> }) {
  return new Promise<number>((resolve) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...auth, ...body.headers, 'content-length': body.payload.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    // A refused upload may be answered before its body is sent; the answer is what counts.
    req.on('error', () => resolve(-1));
    req.end(body.payload);
  });
}

const peakRssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

describe('many uploads at once', () => {
  const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'agentledger-storm-'));
  afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

  it('keeps memory bounded and the server answering: a few are read, a few wait, the rest get 503 and are recorded', async () => {
    const server = await startServerProcess({ DATA_DIR, UPLOAD_CONCURRENCY: '2', UPLOAD_QUEUE: '4' });
    await fetch(`${server.url}/api/init-companies`, { method: 'POST', headers: auth });
    const body = multipart('storm.csv', fiveMegabyteReport());
    const storm = Array.from({ length: 100 }, () => send(`${server.url}/api/upload/1`, body));
    // A plain read during the storm is answered.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const read = await fetch(`${server.url}/api/carriers`, { headers: auth });
    expect(read.status).toBe(200);
    const statuses = await Promise.all(storm);
    const accepted = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 503).length;
    expect(accepted + refused + statuses.filter((s) => s === -1).length).toBe(100);
    expect(accepted).toBeGreaterThanOrEqual(6); // the slots and the queue
    expect(refused).toBeGreaterThan(50);
    const peak = peakRssMb(server.child.pid!);
    console.log(
      `100 concurrent 5 MB uploads: ${accepted} imported, ${refused} refused with 503, server peak RSS ${peak} MB`,
    );
    // 200 such uploads took the unbounded server to 7.2 GB; the slots bound it far below that.
    expect(peak).toBeLessThan(1500);
    const uploads = (await (await fetch(`${server.url}/api/file-uploads`, { headers: auth })).json()) as {
      status: string;
      error: string | null;
    }[];
    // Every upload not imported is recorded as refused, including those whose sender saw the
    // connection close (the 503 is answered before the body is read) instead of the answer itself.
    expect(uploads.filter((u) => u.status === 'failed' && /busy/.test(u.error ?? ''))).toHaveLength(100 - accepted);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
