import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies } from './ledger-fixtures';
import { multipart } from './uploads';

type Issue = { path: (string | number)[]; message: string };
type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/** Tables a refused request must leave exactly as they were. */
const TABLES = [
  'carriers',
  'agents',
  'writing_numbers',
  'debts',
  'email_templates',
  'email_schedules',
  'file_uploads',
  'settings',
  'report_layouts',
  'roster_layouts',
  'email_jobs',
] as const;

const REPORT = 'Writing Number,Name,Balance\nW-1,Jane Doe,10.00\n';
const ROSTER = 'NPN,First Name,Last Name\n7700001,Jane,Doe\n';

/**
 * What third-party scripts really send to the REST API of SPEC section 7: numbers as text, text as
 * numbers, null, lists and objects in the wrong place, misspelt fields, odd ids, repeated and
 * unencoded query parameters, other content types, forms with two files or none. Each is a 4xx
 * whose message names the field and what is wrong, or is read exactly as documented; a refusal
 * changes nothing.
 */
describeApi('what scripts send', ({ app, database, reset }) => {
  let agentId: number;
  let debtId: number;

  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const agent = await app().inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'Script Target', agentId: 'SC-1', carrierId: 1, npn: '7100001', email: 'target@example.com' },
    });
    agentId = agent.json().id;
    const debt = await app().inject({
      method: 'POST',
      url: '/api/debts',
      payload: { agentId, carrierId: 1, amount: 40 },
    });
    debtId = debt.json().id;
  });

  const send = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method: method as 'GET', url, payload: payload as string, headers });

  async function snapshot(tables: readonly (typeof TABLES)[number][] = TABLES) {
    const db = database().db;
    const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
    return JSON.stringify(rows);
  }

  /** A refusal with the status, the one error shape, and a message that says `what`; returns the issues. */
  function refused(response: LightMyRequestResponse, status: number, what: RegExp): Issue[] {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { message: string; issues?: Issue[] };
    expect(body.message).toMatch(what);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|syntax error|violates|Internal server error/);
    return body.issues ?? [];
  }

  const openApi = async () => (await send('GET', '/api/openapi.json')).json() as Document;

  it('numbers, booleans, lists and objects sent as another type are a 400 naming the field; nothing changes', async () => {
    const before = await snapshot();
    const fields: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/debts', { agentId, carrierId: 1, amount: 5 }, 'carrierId'],
      ['POST', '/api/debts', { agentId, carrierId: 1, amount: 5 }, 'debtAge'],
      ['PUT', `/api/agents/${agentId}`, {}, 'compLevel'],
      ['POST', '/api/carriers', { name: 'Script Co', code: 'SCO' }, 'active'],
      ['PUT', '/api/carriers/2', {}, 'acceptsPdf'],
      ['POST', '/api/email-templates', { subject: 'S', body: 'B' }, 'debtAgeMin'],
      ['POST', '/api/writing-numbers/upsert', { agentId, carrierId: 1, writingNumber: 'W9' }, 'agentId'],
    ];
    const odd = ['12', ' 12 ', '12.50', '1e3', '0x10', 'Infinity', 'NaN', 'true', 'yes', '', [], [1], {}, { value: 1 }];
    for (const [method, url, base, field] of fields) {
      for (const value of [...odd, ...(field === 'active' || field === 'acceptsPdf' ? [1, 'false'] : [true])]) {
        const response = await send(method, url, { ...base, [field]: value });
        const issues = refused(response, 400, new RegExp(`${field}: `));
        expect(
          issues.map((issue) => issue.path[0]),
          `${field} = ${JSON.stringify(value)}`,
        ).toContain(field);
      }
    }
    // Text fields: a number, a list, an object, 100,000 characters.
    for (const value of [12345, ['Jane'], { first: 'Jane' }, 'x'.repeat(100_000)]) {
      const response = await send('PUT', `/api/agents/${agentId}`, { firstName: value });
      refused(response, 400, /firstName: First Name (must be a string, not an? (number|array|object)|is too long)/);
    }
    // null where a value is required.
    refused(await send('POST', '/api/debts', { agentId, carrierId: 1, amount: null }), 400, /amount: /);
    refused(await send('PUT', `/api/debts/${debtId}`, { amount: null }), 400, /amount: /);
    refused(await send('POST', '/api/carriers', { name: null, code: 'NUL' }), 400, /name: /);
    expect(await snapshot()).toBe(before);
  });

  it('money as text is read exactly where README says; anything it could misread is a 400 naming amount', async () => {
    for (const [text, cents] of [
      ['12.50', 1250],
      [' 12 ', 1200],
      ['1,234.56', 123456],
      ['$7.05', 705],
    ] as const) {
      const response = await send('PUT', `/api/debts/${debtId}`, { amount: text });
      expect(response.statusCode, text).toBe(200);
      expect(Math.round(response.json().amount * 100)).toBe(cents);
    }
    const before = await snapshot();
    for (const text of ['1e3', '0x10', 'Infinity', 'NaN', '12.345', '1,2', '1 234', '(12.50)', '12,50', '']) {
      refused(await send('PUT', `/api/debts/${debtId}`, { amount: text }), 400, /amount: /);
      refused(await send('POST', '/api/debts', { agentId, carrierId: 1, amount: text }), 400, /amount: /);
    }
    refused(await send('POST', '/api/debts', { agentId, carrierId: 1, amount: 12.345 }), 400, /amount: .*cents/);
    expect(await snapshot()).toBe(before);
  });

  it('dates and e-mail addresses: the documented forms are read, others are a 400 naming the field', async () => {
    const saved = await send('PUT', `/api/agents/${agentId}`, {
      dateOfBirth: '11/25/1980',
      email: ' jane@example.com ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ dateOfBirth: '1980-11-25', email: 'jane@example.com' });
    // A link copied from a web page or a spreadsheet's hyperlink: its address.
    const linked = await send('PUT', `/api/agents/${agentId}`, { email: 'MAILTO:jane@example.com?subject=Hi' });
    expect(linked.json()).toMatchObject({ email: 'jane@example.com' });
    const before = await snapshot();
    for (const date of ['2026-02-30', '1980-11-25T10:00:00Z', '25/11/1980', '1980/11/25']) {
      refused(await send('PUT', `/api/agents/${agentId}`, { dateOfBirth: date }), 400, /dateOfBirth: .*YYYY-MM-DD/);
      const debt = await send('POST', '/api/debts', { agentId, carrierId: 1, amount: 5, incurredOn: date });
      refused(debt, 400, /incurredOn: /);
    }
    for (const email of [' a b@example.com ', 'jane@example', 'jane@example.com, joe@example.com', 'mailto:']) {
      refused(await send('PUT', `/api/agents/${agentId}`, { email }), 400, /email: is not an e-mail address/);
    }
    expect(await snapshot()).toBe(before);
  });

  it('a misspelt or mis-cased field is a 400 naming it and listing the fields taken, not a 200 that changed nothing', async () => {
    const before = await snapshot();
    const putDebt = await send('PUT', `/api/debts/${debtId}`, { ammount: 0 });
    const issues = refused(putDebt, 400, /ammount: is not a field of this endpoint \(it takes amount, /);
    expect(issues).toEqual([{ path: ['ammount'], message: expect.stringMatching(/^is not a field/) }]);
    expect(putDebt.json().message).not.toMatch(/\bid\b/); // the path's id is not offered as a body field
    refused(await send('PUT', `/api/debts/${debtId}`, { Amount: 0 }), 400, /Amount: is not a field/);
    refused(await send('PUT', `/api/agents/${agentId}`, { emial: 'new@example.com' }), 400, /emial: is not a field/);
    const created = await send('POST', '/api/debts', { agentId, carrierId: 1, amount: 5, note: 'chargeback' });
    refused(created, 400, /note: is not a field of this endpoint \(it takes .*notes/);
    refused(await send('POST', '/api/carriers', { name: 'X', code: 'X', isActive: false }), 400, /isActive/);
    expect(await snapshot()).toBe(before);
    expect((await send('GET', `/api/debts?agentId=${agentId}`)).json()).toMatchObject([{ amount: 40 }]);
  });

  it('a record read back and sent again with one change still saves (the answer’s own fields are let through)', async () => {
    const agent = (await send('GET', `/api/agents/${agentId}`)).json();
    const put = await send('PUT', `/api/agents/${agentId}`, { ...agent, email: 'changed@example.com' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ email: 'changed@example.com', npn: '7100001' });
    const [debt] = (await send('GET', `/api/debts?agentId=${agentId}`)).json();
    const changed = await send('PUT', `/api/debts/${debtId}`, { ...debt, amount: '12.50', notes: 'Chargeback' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 12.5, notes: 'Chargeback', status: 'outstanding' });
    const carrier = (await send('GET', '/api/carriers')).json()[1];
    const renamed = await send('PUT', `/api/carriers/${carrier.id}`, { ...carrier, name: 'Aetna Life' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('every path id that is not a whole number from 1 to 2147483647 is a 400 naming it, on every endpoint', async () => {
    const before = await snapshot();
    const document = await openApi();
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const param = path.match(/\{(\w+)\}/)?.[1];
      if (!param) continue;
      for (const method of Object.keys(operations)) {
        for (const id of ['1.5', '-1', '0', '99999999999999999999', '1e3', '0x10', 'NaN', '%201%20']) {
          const url = `/api${path.replace(`{${param}}`, id)}`;
          const response = await send(method.toUpperCase(), url, method === 'put' ? {} : undefined);
          refused(response, 400, /(id|carrier id)\b/i);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(await snapshot()).toBe(before);
  });

  it('every JSON write refuses a body that is not an object, and other content types, naming what to send', async () => {
    const before = await snapshot();
    const document = await openApi();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody?.content['application/json'] || path === '/session') continue;
        const url = `/api${path.replace(/\{\w+\}/, String(debtId))}`;
        const json = { 'content-type': 'application/json' };
        for (const body of ['[1,2]', '"text"', '12', 'null']) {
          refused(await send(method, url, body, json), 400, /The request body must be a JSON object/);
        }
        refused(await send(method, url, '{}', { 'content-type': 'text/plain' }), 415, /send JSON/);
        refused(await send(method, url, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 415, /JSON/);
        const form = multipart('debts.json', '{}', 'body');
        refused(await send(method, url, form.payload, form.headers), 415, /send JSON/);
        refused(await send(method, `${url}?dryRun=true`, '{}', json), 400, /dryRun: is not a query parameter/);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('every list refuses a repeated or unknown query parameter, naming it', async () => {
    const document = await openApi();
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      const query = operations.get?.parameters?.filter((parameter) => parameter.in === 'query') ?? [];
      if (!operations.get || path.includes('{')) continue;
      refused(await send('GET', `/api${path}?colour=red`), 400, /colour: is not a query parameter of this endpoint/);
      const single = query.find((parameter) => parameter.name === 'limit') ?? query[0];
      if (!single) continue;
      const twice = await send('GET', `/api${path}?${single.name}=1&${single.name}=2`);
      refused(twice, 400, new RegExp(`${single.name}: is given more than once`));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a "+" left unencoded in a query value is refused with the hint to write %2B', async () => {
    const plus = await send('GET', '/api/debts?ageRange=91+');
    refused(
      plus,
      400,
      /ageRange: must be one of 0-45, 46-90, 91\+ \(a "\+" in a query string is read as a space: write it as %2B\)/,
    );
    const offset = await send('GET', '/api/agents?updatedSince=2026-11-25T10:00:00+05:00');
    refused(offset, 400, /updatedSince: .*write it as %2B/);
    expect((await send('GET', '/api/debts?ageRange=91%2B')).statusCode).toBe(200);
    expect((await send('GET', '/api/agents?updatedSince=2026-11-25T10:00:00%2B05:00')).statusCode).toBe(200);
    // A "+" that is meant as a space, in a value that is fine, is left alone.
    expect((await send('GET', '/api/agents?search=Script+Target')).json()).toHaveLength(1);
  });

  it('filters sent as a JSON body of a GET, or a body on a DELETE, are a 400, never ignored', async () => {
    const json = { 'content-type': 'application/json' };
    const list = await send('GET', '/api/agents', '{"status":"terminated"}', json);
    refused(list, 400, /status: is not read from the body of a GET: send it in the query string \(\?status=/);
    refused(await send('GET', '/api/debts/export.csv', '{"agentId":1}', json), 400, /agentId: is not read/);
    refused(await send('GET', '/api/agents', 'status=terminated', {}), 400, /A GET takes no body: send its param/);
    const before = await snapshot();
    const remove = await send('DELETE', `/api/debts/${debtId}`, '{"force":true}', json);
    expect(refused(remove, 400, /force: is not read: a DELETE takes no body/)).toEqual([
      { path: ['force'], message: 'is not read: a DELETE takes no body' },
    ]);
    refused(await send('DELETE', '/api/debts/clear-all', '["all"]', json), 400, /A DELETE takes no body/);
    expect(await snapshot()).toBe(before);
    // An empty body, {} or null is no payload, with or without the JSON header.
    for (const body of ['', '{}', 'null'])
      expect((await send('GET', '/api/carriers', body, json)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/debts/${debtId}`, '{}', json)).statusCode).toBe(200);
  });

  it('the router’s own refusals (a broken %-escape in the path, a path part too long) have the one error shape', async () => {
    const broken = await app().inject('/api/agents/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: 'The path is not valid: a "%" in it must be followed by the two hexadecimal digits of a UTF-8 byte',
      code: 'BAD_REQUEST',
    });
    const long = await app().inject(`/api/agents/${'7'.repeat(600)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'A part of the path is too long', code: 'BAD_REQUEST' });
  });

  it('uploads: two files, a file in another field, text in "file", an empty file or none are a 400; nothing is imported', async () => {
    const boundary = 'scriptform';
    const part = (name: string, filename: string | null, data: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
      `${filename === null ? '' : `; filename="${filename}"`}\r\nContent-Type: text/csv\r\n\r\n${data}\r\n`;
    const form = (...parts: string[]) => parts.join('') + `--${boundary}--\r\n`;
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const before = await snapshot();
    for (const [url, data] of [
      ['/api/upload/1', REPORT],
      ['/api/upload/1/inspect', REPORT],
      ['/api/import-agents', ROSTER],
      ['/api/import-agents/inspect', ROSTER],
    ] as const) {
      const two = form(part('file', 'june.csv', data), part('file', 'july.csv', data));
      refused(await send('POST', url, two, headers), 400, /Send one file per upload: this form has more than one file/);
      const other = form(part('upload', 'june.csv', data));
      refused(
        await send('POST', url, other, headers),
        400,
        /sent in a field named "upload": send it in a form field named "file"/,
      );
      refused(await send('POST', url, form(part('file', null, data)), headers), 400, /"file" holds text, not a file/);
      refused(
        await send('POST', url, form(part('note', null, 'June')), headers),
        400,
        /No file: send it in a form field named "file"/,
      );
      refused(await send('POST', url, `--${boundary}--\r\n`, headers), 400, /No file/);
      // JSON is a type the route does not take, as text/csv is: 415, saying what to send.
      refused(
        await send('POST', url, JSON.stringify({ file: data }), { 'content-type': 'application/json' }),
        415,
        /multipart\/form-data, in a field named "file"/,
      );
      refused(
        await send('POST', url, data, { 'content-type': 'text/csv' }),
        415,
        /multipart\/form-data, in a field named "file"/,
      );
    }
    expect(await snapshot()).toBe(before);
    // An empty file is refused too; a carrier report's refusal is listed under File Uploads, as SPEC's failures are.
    const ledger = await snapshot(['agents', 'debts', 'writing_numbers']);
    for (const url of ['/api/upload/1', '/api/upload/1/inspect', '/api/import-agents', '/api/import-agents/inspect']) {
      refused(await send('POST', url, form(part('file', 'june.csv', '')), headers), 400, /The file is empty/);
    }
    expect(await snapshot(['agents', 'debts', 'writing_numbers'])).toBe(ledger);
    // The one file, with a text field beside it, is read as before.
    const one = await send(
      'POST',
      '/api/upload/1',
      form(part('note', null, 'June'), part('file', 'june.csv', REPORT)),
      headers,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ recordsProcessed: 1 });
  });
});
