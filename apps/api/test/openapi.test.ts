import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/plugins/openapi';
import { checkAgainstDocument } from './openapi-validation';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Json;
const operations = Object.entries(document.paths as Json).flatMap(([route, item]) =>
  Object.entries(item as Json).map(([method, op]) => ({ route, method, op: op as Json })),
);
const find = (method: string, route: string) => document.paths[route]?.[method] as Json;

describe('the OpenAPI document', () => {
  it('passes redocly lint with the recommended rules (warnings allowed, no errors)', () => {
    const script = path.join(import.meta.dirname, '../../../scripts/openapi-lint.mjs');
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 120_000 });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  }, 120_000);

  it('has a unique operationId on every operation', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves POST /session open and protects everything else with the bearer scheme', () => {
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(find('post', '/session').security).toEqual([]);
    for (const { route, method, op } of operations) {
      if (route === '/session') continue;
      expect(op.security, `${method} ${route}`).toEqual([{ bearer: [] }]);
      expect(op.responses['401'], `${method} ${route}`).toBeDefined();
    }
  });

  it('answers every error with the shared Error schema, through components.responses', () => {
    expect(document.components.schemas.Error.required).toEqual(['message', 'code']);
    for (const { route, method, op } of operations) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (Number(status) < 400) continue;
        expect(response.$ref, `${method} ${route} ${status}`).toMatch(/^#\/components\/responses\//);
        const shared = document.components.responses[String(response.$ref).split('/').pop() ?? ''];
        expect(shared.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
      expect(op.responses['503'], `${method} ${route}`).toBeDefined();
    }
    expect(Object.keys(find('post', '/upload/{carrierId}').responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409', '413', '415', '422', '503']),
    );
    expect(find('post', '/session').responses['429']).toBeDefined();
    expect(find('put', '/agents/{id}').responses['404']).toBeDefined();
    // A list's id filter that names nothing keeps nothing (200 []): no 404 documented for it.
    for (const list of ['/writing-numbers', '/debts', '/agents', '/unified-agents', '/import-review']) {
      expect(find('get', list).responses['404'], list).toBeUndefined();
    }
    expect(find('get', '/agents/find').responses['404']).toBeDefined();
  });

  it('gives the uploads their result schema, operationId and binary file field', () => {
    const upload = find('post', '/upload/{carrierId}');
    expect(upload.operationId).toBe('upload-carrierReport');
    const result = upload.responses['200'].content['application/json'].schema;
    expect(result.required).toEqual(expect.arrayContaining(['uploadId', 'recordsProcessed', 'recordsImported']));
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.file).toEqual(expect.objectContaining({ type: 'string', format: 'binary' }));
    const agents = find('post', '/import-agents').responses['200'].content['application/json'].schema;
    expect(agents.required).toEqual(expect.arrayContaining(['imported', 'updated', 'errors']));
    for (const route of ['/upload/{carrierId}/inspect', '/import-agents/inspect']) {
      expect(find('post', route).responses['200'].content['application/json'].schema.properties.saved).toBeDefined();
    }
  });

  it('lists the report downloads with their media types', () => {
    expect(Object.keys(find('get', '/reports/aging.csv').responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(find('get', '/reports/trend.xlsx').responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('takes Idempotency-Key on every protected POST and says X-Total-Count on the paged lists', () => {
    for (const { route, method, op } of operations) {
      if (method !== 'post' || route === '/session') continue;
      expect(op.parameters, `${method} ${route}`).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    }
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    for (const route of ['/agents', '/unified-agents', '/debts', '/email-history', '/file-uploads']) {
      expect(find('get', route).responses['200'].headers['X-Total-Count'], route).toBeDefined();
    }
  });

  it('catches an answer that disagrees with it (the check every API test runs)', () => {
    const answer = (statusCode: number, body: unknown) =>
      ({
        statusCode,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
      }) as unknown as Parameters<typeof checkAgainstDocument>[2];
    expect(checkAgainstDocument('GET', '/api/carriers', answer(200, []))).toBeNull();
    expect(checkAgainstDocument('GET', '/api/carriers', answer(200, [{ id: 'x' }]))).toMatch(/carrier-list.*200/s);
    expect(checkAgainstDocument('GET', '/api/carriers', answer(418, { message: 'x', code: 'X' }))).toMatch(/418/);
    expect(checkAgainstDocument('PUT', '/api/agents/7', answer(404, { message: 'gone' }))).toMatch(/code/);
    expect(checkAgainstDocument('GET', '/api/no-such-route', answer(404, {}))).toBeNull();
  });
});
