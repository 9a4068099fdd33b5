import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@agentledger/routers';
import type { FastifyInstance } from 'fastify';
import { CARRIER_FIXTURES } from '../../../fixtures';

export const FIXTURES = CARRIER_FIXTURES;

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name));
}

/** A multipart body with one `file` field, as a browser's FormData sends it. */
export function multipart(filename: string, data: Buffer | string, field = 'file') {
  const boundary = `----agentledger${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(data) ? data : Buffer.from(data), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(app: FastifyInstance, url: string, filename: string, data: Buffer | string) {
  const body = multipart(filename, data);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
}

/**
 * A record at a carrier with its writing number and an open debt, as earlier reports left it
 * (written straight to the database: the tests that use it are about the next report).
 */
export async function knownAgent(
  db: Database['db'],
  agent: { name: string; writingNumber: string; carrierId?: number; owed: number },
): Promise<number> {
  const carrierId = agent.carrierId ?? 1;
  const { id } = await db
    .insertInto('agents')
    .values({ name: agent.name, carrier_id: carrierId, agent_id: agent.writingNumber })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('writing_numbers')
    .values({
      agent_id: id,
      carrier_id: carrierId,
      writing_number: agent.writingNumber,
      writing_number_key: agent.writingNumber,
      identifier_type: 'writingNumber',
    })
    .execute();
  await db
    .insertInto('debts')
    .values({
      agent_id: id,
      carrier_id: carrierId,
      amount: agent.owed,
      status: 'outstanding',
      incurred_on: '2026-09-01',
    })
    .execute();
  return id;
}

/** Every record at a carrier by writing number ("(none) NAME" without one): its name and what it owes there. */
export async function owedByWritingNumber(
  db: Database['db'],
  carrierId = 1,
): Promise<Record<string, { name: string; owed: number }>> {
  const rows = await db
    .selectFrom('agents as a')
    .leftJoin('writing_numbers as w', (join) =>
      join.onRef('w.agent_id', '=', 'a.id').on('w.carrier_id', '=', carrierId),
    )
    .leftJoin('debts as d', (join) =>
      join.onRef('d.agent_id', '=', 'a.id').on('d.carrier_id', '=', carrierId).on('d.status', '<>', 'paid'),
    )
    .select(['a.name', 'w.writing_number', 'd.amount'])
    .where('a.carrier_id', '=', carrierId)
    .execute();
  const owed: Record<string, { name: string; owed: number }> = {};
  for (const row of rows) {
    const key = row.writing_number ?? `(none) ${row.name}`;
    owed[key] = { name: row.name, owed: (owed[key]?.owed ?? 0) + Number(row.amount ?? 0) };
  }
  return owed;
}
