import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../test/uploads';
import { FAULT_API_KEY, startServerProcess } from './server-process';

const auth = { authorization: `Bearer ${FAULT_API_KEY}` };

/** A report big enough that its import is still running when the signal lands. */
function bigReport(rows: number): Buffer {
  const lines = ['Writing Number,Agent Name,NPN,Balance'];
  for (let i = 1; i <= rows; i++) lines.push(`W${i},Agent${i} Person${i},${40000000 + i},${(i % 500) + 1}.25`);
  return Buffer.from(lines.join('\n'));
}
const totalCents = (rows: number) =>
  Array.from({ length: rows }, (_, i) => ((i + 1) % 500) + 1).reduce((s, d) => s + d * 100 + 25, 0);

function post(url: string, body: { payload: Buffer; headers: Record<string, string> }, agent?: Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...auth, ...body.headers, 'content-length': body.payload.length } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body.payload);
  });
}

async function openDebtCents(url: string): Promise<number> {
  const debts = (await (await fetch(`${url}/api/debts`, { headers: auth })).json()) as {
    amount: number;
    status: string;
  }[];
  return debts.filter((debt) => debt.status !== 'paid').reduce((sum, debt) => sum + Math.round(debt.amount * 100), 0);
}

describe('the server process: npm start, signals, one server per data folder, tidiness', () => {
  const folders: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentledger-lifecycle-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each(['npm alone', 'the whole process group'])(
    'SIGTERM to %s under `npm start` lets an upload in flight finish and answer; everything exits 0',
    async (target) => {
      const DATA_DIR = dataDir();
      const server = await startServerProcess({ DATA_DIR }, { viaNpmStart: true, startTimeoutMs: 150_000 });
      await fetch(`${server.url}/api/init-companies`, { method: 'POST', headers: auth });
      const rows = 40_000;
      const upload = post(`${server.url}/api/upload/1`, multipart('big.csv', bigReport(rows)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const pid = server.child.pid!;
      process.kill(target === 'npm alone' ? pid : -pid, 'SIGTERM');
      const answer = await upload;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ recordsImported: rows });
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/SIGTERM: finishing the requests in flight/);
      // What was answered was kept: the next server on the folder has the balances.
      const again = await startServerProcess({ DATA_DIR });
      expect(await openDebtCents(again.url)).toBe(totalCents(rows));
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  it('closes a kept-alive idle connection at once instead of waiting for its keep-alive timeout', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir() });
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      request(`${server.url}/api/carriers`, { agent, headers: auth }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      })
        .on('error', reject)
        .end(),
    );
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Fastify's keep-alive timeout is 72 s; the connection is closed as soon as the server stops.
    expect(Date.now() - signalled).toBeLessThan(10_000);
    agent.destroy();
  });

  it('refuses a second server on the same data folder, naming the folder and the running process', async () => {
    const DATA_DIR = dataDir();
    const first = await startServerProcess({ DATA_DIR });
    const second = startServerProcess({ DATA_DIR });
    await expect(second).rejects.toThrow(
      new RegExp(
        `Not started: The data folder ${DATA_DIR} is in use by another AgentLedger server \\(process ${first.child.pid}`,
      ),
    );
    // The first one is untouched.
    expect((await fetch(`${first.url}/api/carriers`, { headers: auth })).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('takes over the lock left by a server that died, and removes the temporary files it left', async () => {
    const DATA_DIR = dataDir();
    const first = await startServerProcess({ DATA_DIR });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readdirSync(DATA_DIR)).toContain('agentledger.lock');
    // Temporary relation files as an import killed mid-transaction leaves them.
    const database = readdirSync(path.join(DATA_DIR, 'base')).find((name) => /^\d+$/.test(name) && name !== '1')!;
    const orphans = ['t3_901234', 't3_901234_fsm', 't12_555'].map((name) =>
      path.join(DATA_DIR, 'base', database, name),
    );
    for (const file of orphans) writeFileSync(file, Buffer.alloc(8192));
    mkdirSync(path.join(DATA_DIR, 'base', 'pgsql_tmp'), { recursive: true });
    writeFileSync(path.join(DATA_DIR, 'base', 'pgsql_tmp', 'pgsql_tmp1.0'), 'sort');

    const second = await startServerProcess({ DATA_DIR });
    expect(second.output()).toMatch(/Removed \d+ KB of temporary files/);
    const left = readdirSync(path.join(DATA_DIR, 'base', database)).filter((name) => /^t\d+_/.test(name));
    expect(left).toEqual([]);
    expect(readdirSync(path.join(DATA_DIR, 'base'))).not.toContain('pgsql_tmp');
    expect((await fetch(`${second.url}/api/carriers`, { headers: auth })).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(readdirSync(DATA_DIR)).not.toContain('agentledger.lock');
  });

  it('stops at start on an API key shorter than 16 characters, stating the rule', async () => {
    await expect(startServerProcess({ DATA_DIR: dataDir(), API_KEYS: 'short' })).rejects.toThrow(
      /Not started: API_KEYS: .*at least 16 characters/,
    );
  });
});
