// @agentledger/client as another project gets it: built, packed with `npm pack`, installed from the
// tarball into a fresh project (type: module, NodeNext, strict) with nothing from this monorepo.
// There, tsc must accept a script using the client and the REST types (and reject a wrong input
// type), and node must call a running API through the packed client.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../apps/api/src/app';
import { EXPIRED_CREDENTIAL_MESSAGE } from '../../../apps/api/src/plugins/auth';
import { TEST_API_KEY, testConfig } from '../../../apps/api/test/harness';
// By path: this package has no workspace dependencies, so that its published manifest has none.
import type { Database } from '../../routers/src/db/factory';
import { testDatabaseTargets } from '../../routers/src/db/testDatabase';

const packageDir = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command without blocking the event loop (the API under test answers in this process). */
function run(command: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function mustRun(command: string, args: string[], cwd: string): Promise<string> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'DOM'],
    strict: true,
    // As \`tsc --init\` writes it: @trpc/server's own declarations need @types/node and @types/ws.
    // A second run below checks this package's declarations with skipLibCheck off.
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
  include: ['*.ts'],
};

/** Type tests: real input types, the REST types with openapi-fetch, and a wrong input refused. */
const typesScript = `
import createClient from 'openapi-fetch';
import { createAgentLedgerClient, TRPCClientError, type AppRouter, type RouterInputs, type RouterOutputs, type paths, type components } from '@agentledger/client';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(_proof?: T) {}
type IsUnknown<T> = unknown extends T ? true : false;

const client = createAgentLedgerClient({ url: 'http://localhost:3000', apiKey: 'key' });

type AgentUpdate = Parameters<typeof client.agent.update.mutate>[0];
expectType<Equal<AgentUpdate['email'], string | null | undefined>>();
// compLevel and status can be changed but not cleared (null is a 400), so null is not in their types.
expectType<Equal<AgentUpdate['compLevel'], number | undefined>>();
expectType<Equal<AgentUpdate['status'], string | undefined>>();
expectType<Equal<AgentUpdate['id'], number>>();

type DebtCreate = Parameters<typeof client.debt.create.mutate>[0];
expectType<Equal<DebtCreate['amount'], number | string>>();
expectType<Equal<DebtCreate['agentId'], number>>();
expectType<Equal<DebtCreate['status'], string | undefined>>();
expectType<Equal<RouterInputs['debt']['create'], DebtCreate>>();

type Debt = Awaited<ReturnType<typeof client.debt.create.mutate>>;
expectType<Equal<Debt['status'], 'outstanding' | 'paid' | 'active' | 'terminated'>>();
expectType<Equal<RouterOutputs['carrier']['list'][number]['name'], string>>();

// No input field of any procedure is typed unknown.
type Inputs = RouterInputs;
type UnknownFields = {
  [R in keyof Inputs & string]: {
    [P in keyof Inputs[R] & string]: NonNullable<Inputs[R][P]> extends infer I
      ? I extends object
        ? { [F in keyof I & string]-?: IsUnknown<I[F]> extends true ? \`\${R}.\${P}.\${F}\` : never }[keyof I & string]
        : never
      : never;
  }[keyof Inputs[R] & string];
}[keyof Inputs & string];
expectType<Equal<UnknownFields, never>>();

export async function typed(): Promise<void> {
  const debt = await client.debt.create.mutate({ agentId: 1, carrierId: 2, amount: '12.50' });
  const owed: number = debt.amount;
  void owed;
  // @ts-expect-error agentId is a number, not a string
  await client.debt.create.mutate({ agentId: '1', carrierId: 2, amount: 5 });
  // @ts-expect-error no such procedure
  await client.debt.nothing.query();

  try {
    await client.carrier.list.query();
  } catch (error) {
    if (error instanceof TRPCClientError) console.log(error.message);
  }

  const rest = createClient<paths>({ baseUrl: 'http://localhost:3000/api', headers: { authorization: 'Bearer key' } });
  const created = await rest.POST('/debts', {
    body: { agentId: 1, carrierId: 2, amount: 12.5 },
    headers: { 'Idempotency-Key': 'debt-2026-001' },
  });
  if (created.data) {
    const id: number = created.data.id;
    void id;
  }
  if (created.error) {
    const refusal: components['schemas']['Error'] | undefined = created.error;
    void refusal;
  }
  const agents = await rest.GET('/agents', { params: { query: { limit: 10 } } });
  const names: string[] | undefined = agents.data?.map((agent) => agent.name);
  void names;
  // @ts-expect-error agentId is a number in the REST body too
  await rest.POST('/debts', { body: { agentId: 'one', carrierId: 2, amount: 1 } });
}

export type { AppRouter };
`;

/** Runtime: a mutation and a query through the packed client, then a wrong key. */
const runtimeScript = `
import { createAgentLedgerClient, TRPCClientError } from '@agentledger/client';

const [url, apiKey] = process.argv.slice(2);
const client = createAgentLedgerClient({ url, apiKey });
const created = await client.carrier.create.mutate({ name: 'Packed Client Life', code: 'PCL' });
const carriers = await client.carrier.list.query();

let refused = null;
try {
  await createAgentLedgerClient({ url, apiKey: 'wrong-key' }).carrier.list.query();
} catch (error) {
  refused = {
    isTRPCClientError: error instanceof TRPCClientError,
    message: error.message,
    httpStatus: error.data?.httpStatus,
    code: error.data?.code,
  };
}
console.log(JSON.stringify({ created, carriers, refused }));
`;

describe('@agentledger/client installed from its tarball', () => {
  let workDir: string;
  let consumerDir: string;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'agentledger-client-'));
    consumerDir = path.join(workDir, 'consumer');
    const target = testDatabaseTargets()[0]!;
    database = await target.create();
    app = await buildApp({ config: testConfig(), database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('builds, packs, installs, type-checks and calls the API', { timeout: 180_000 }, async () => {
    await mustRun(process.execPath, ['build.mjs'], packageDir);
    await mustRun(npm, ['pack', '--silent', '--pack-destination', workDir], packageDir);
    const tarball = (await readdir(workDir)).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBe('agentledger-client-1.0.0.tgz');

    await mkdir(consumerDir);
    await writeFile(
      path.join(consumerDir, 'package.json'),
      JSON.stringify({ name: 'consumer', version: '0.0.0', private: true, type: 'module' }, null, 2),
    );
    await writeFile(path.join(consumerDir, 'tsconfig.json'), JSON.stringify(consumerTsconfig, null, 2));
    await writeFile(path.join(consumerDir, 'types.ts'), typesScript);
    await writeFile(path.join(consumerDir, 'run.mjs'), runtimeScript);
    await mustRun(
      npm,
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        path.join(workDir, tarball!),
        'openapi-fetch@0.17.0',
        'typescript@5.9.3',
      ],
      consumerDir,
    );

    // What got installed: the published manifest has no workspace: ranges, and nothing of the monorepo came along.
    const installed = JSON.parse(
      await readFile(path.join(consumerDir, 'node_modules/@agentledger/client/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(installed.dependencies).toEqual({ '@trpc/client': '11.22.1', '@trpc/server': '11.22.1' });
    expect(JSON.stringify(installed)).not.toContain('workspace:');
    const scoped = await readdir(path.join(consumerDir, 'node_modules/@agentledger'));
    expect(scoped).toEqual(['client']);
    for (const absent of ['kysely', 'zod', 'trpc-to-openapi', 'pg']) {
      await expect(readdir(path.join(consumerDir, 'node_modules', absent))).rejects.toThrow();
    }

    const tsc = path.join(consumerDir, 'node_modules/typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.json'], consumerDir);
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.code).toBe(0);

    // With skipLibCheck off, the only complaints are @trpc/server's (node:http, ws, Disposable),
    // none in this package's declarations.
    const strict = await run(
      process.execPath,
      [tsc, '--noEmit', '--skipLibCheck', 'false', '-p', 'tsconfig.json'],
      consumerDir,
    );
    const errorFiles = new Set([...strict.stdout.matchAll(/^(\S+?)\(\d+,\d+\): error/gm)].map((m) => m[1] ?? ''));
    expect([...errorFiles].filter((file) => !file.startsWith('node_modules/@trpc/server/'))).toEqual([]);

    // The @ts-expect-error lines are load-bearing: without them tsc refuses the wrong inputs.
    await writeFile(path.join(consumerDir, 'types.ts'), typesScript.replaceAll('// @ts-expect-error', '//'));
    const wrong = await run(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.json'], consumerDir);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stdout).toMatch(
      /types\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/,
    );
    expect(wrong.stdout).toMatch(/Property 'nothing' does not exist/);

    const answer = JSON.parse(await mustRun(process.execPath, ['run.mjs', url, TEST_API_KEY], consumerDir)) as {
      created: { id: number; name: string };
      carriers: { id: number; name: string }[];
      refused: { isTRPCClientError: boolean; message: string; httpStatus: number; code: string } | null;
    };
    expect(answer.created).toMatchObject({ name: 'Packed Client Life', code: 'PCL' });
    expect(answer.carriers.map((carrier) => carrier.name)).toContain('Packed Client Life');
    expect(answer.refused).toEqual({
      isTRPCClientError: true,
      message: EXPIRED_CREDENTIAL_MESSAGE,
      httpStatus: 401,
      code: 'UNAUTHORIZED',
    });
  });
});
