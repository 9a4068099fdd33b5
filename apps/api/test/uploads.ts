import { readFileSync } from 'node:fs';
import path from 'node:path';
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
