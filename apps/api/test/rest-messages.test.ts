import { REPORT_FORMATS, REPORT_NAMES } from '@agentledger/schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeApi } from './harness';
import { initCompanies, insertAgents } from './ledger-fixtures';

type ErrorBody = { message: string; code: string; issues?: { path: (string | number)[]; message: string }[] };

/**
 * What a script's author notices in the REST answers: a download that refuses a filter it does not
 * take, an OpenAPI document whose money pattern is what the server accepts, text the database would
 * garble refused, messages in words (what is wanted, not zod's internals), and a retried POST with
 * its JSON keys in another order replayed.
 */
describeApi('REST answers a script can act on', ({ app, database, reset }) => {
  let agentId: number;
  beforeEach(async () => {
    await reset();
    await initCompanies(app());
    const [id] = await insertAgents(database().db, [{ name: 'Message Agent', npn: '777001', agent_id: 'MSG-1' }]);
    agentId = id!;
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app().inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers });

  /** A 400 with the one error shape; its issues as `path: message` lines. */
  function refusal(response: { statusCode: number; json: () => unknown }, context = ''): string[] {
    expect(response.statusCode, context).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.code).toBe('BAD_REQUEST');
    return (body.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }

  describe('report downloads refuse a query parameter they do not take', () => {
    it('answers 400 naming the parameter, as the JSON reports and the other exports do', async () => {
      for (const name of REPORT_NAMES) {
        for (const format of REPORT_FORMATS) {
          const url = `/api/reports/${name}.${format}`;
          expect((await send('GET', url)).statusCode, url).toBe(200);
          const issues = refusal(await send('GET', `${url}?carrierId=1`), url);
          expect(issues).toEqual(['carrierId: is not a query parameter of this endpoint (it takes none)']);
          const json = refusal(await send('GET', `/api/reports/${name}?carrierId=1`));
          expect(issues).toEqual(json);
        }
      }
      expect(refusal(await send('GET', '/api/reports/aging.csv?x=1'))).toEqual([
        'x: is not a query parameter of this endpoint (it takes none)',
      ]);
      expect(refusal(await send('GET', '/api/reports/trend.xlsx?foo=bar'))).toEqual([
        'foo: is not a query parameter of this endpoint (it takes none)',
      ]);
    });
  });

  describe('the OpenAPI document says which amounts the server takes', () => {
    type Schema = { type?: string; pattern?: string; anyOf?: Schema[]; properties?: Record<string, Schema> };
    type Operation = { requestBody: { content: Record<string, { schema: Schema }> } };
    const amountPattern = (document: { paths: Record<string, { post: Operation }> }, path: string) => {
      const schema = document.paths[path]!.post.requestBody.content['application/json']!.schema;
      const text = schema.properties!.amount!.anyOf!.find((option) => option.type === 'string')!;
      return new RegExp(text.pattern!, 'u');
    };

    it('documents a pattern that matches exactly the amount strings POST /debts accepts', async () => {
      const document = (await send('GET', '/api/openapi.json')).json();
      const pattern = amountPattern(document, '/debts');
      expect(amountPattern(document, '/import-review/{id}').source).toBe(pattern.source);
      const samples = [
        '1,250.00', // the README's own client example
        '$12.50',
        '-5',
        '-$1,000',
        ' 7 ',
        '12.5',
        '0.30',
        '1 234.56',
        'abc',
        '12.3.4',
        '',
        '-',
        '.5',
        '5.',
        '1e3',
        '0x10',
        '+5',
        '$',
        '1,2,3',
        '5-',
      ];
      for (const amount of samples) {
        const response = await send('POST', '/api/debts', { agentId, carrierId: 1, amount });
        expect(response.statusCode === 200, `${JSON.stringify(amount)}: ${response.body}`).toBe(pattern.test(amount));
      }
    });
  });

  describe('text the database would garble is refused, naming the field', () => {
    const templates = async () => (await send('GET', '/api/email-templates')).json() as unknown[];

    it('refuses a body of bytes that are not UTF-8', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/email-templates',
        payload: Buffer.concat([Buffer.from('{"subject":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","body":"x"}')]),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid UTF-8', code: 'BAD_REQUEST' });
      expect(await templates()).toEqual([]);
    });

    it('refuses a lone surrogate escape (\\ud800) in any text field, on POST and PUT, and keeps a real pair', async () => {
      for (const [text, field] of [
        ['{"subject":"\\ud800","body":"x"}', 'subject'],
        ['{"subject":"A","body":"tail \\udc00"}', 'body'],
        ['{"subject":"A","body":"\\ude00\\ud83d"}', 'body'],
      ] as const) {
        const response = await app().inject({
          method: 'POST',
          url: '/api/email-templates',
          payload: text,
          headers: { 'content-type': 'application/json' },
        });
        expect(refusal(response, text)).toEqual([
          `${field}: contains a character that cannot be stored (NUL, U+0000, or a lone surrogate, U+D800 to U+DFFF)`,
        ]);
      }
      expect(await templates()).toEqual([]);
      const emoji = await app().inject({
        method: 'POST',
        url: '/api/email-templates',
        payload: '{"subject":"Paid \\ud83d\\ude00","body":"x"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(emoji.statusCode).toBe(200);
      expect(emoji.json().subject).toBe('Paid 😀');
      const put = await app().inject({
        method: 'PUT',
        url: `/api/agents/${agentId}`,
        payload: '{"email":"x@y.com","city":"Spring\\udbff"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(refusal(put)).toEqual([
        'city: contains a character that cannot be stored (NUL, U+0000, or a lone surrogate, U+D800 to U+DFFF)',
      ]);
      const nested = await send('POST', '/api/email/send-listed', {
        templateId: 1,
        search: 'a\ud800',
      });
      expect(refusal(nested)).toEqual([
        'search: contains a character that cannot be stored (NUL, U+0000, or a lone surrogate, U+D800 to U+DFFF)',
      ]);
      // NUL is still named as NUL.
      expect(refusal(await send('POST', '/api/email-templates', { subject: 'a\u0000', body: 'x' }))).toEqual([
        'subject: contains a character that cannot be stored (NUL, U+0000, or a lone surrogate, U+D800 to U+DFFF)',
      ]);
    });
  });

  describe('messages say what is wanted', () => {
    const layout = {
      headerRow: 1,
      headers: ['Agent Code', 'Amt'],
      columns: { amount: 'Amt', writingNumber: 'Agent Code' },
    };
    const putLayout = (payload: unknown) => send('PUT', '/api/carriers/1/report-layout', payload);

    it('a report layout: header rows, too many headers, an empty column, headers not a list', async () => {
      expect((await putLayout(layout)).statusCode).toBe(200);
      expect(refusal(await putLayout({ ...layout, headerRows: 3 }))).toEqual([
        'headerRows: must be 1 or 2 (how many rows the header spans)',
      ]);
      const many = Array.from({ length: 501 }, (_, i) => `H${i}`);
      expect(refusal(await putLayout({ ...layout, headers: many }))).toEqual([
        'headers: must list at most 500 headers',
      ]);
      expect(refusal(await putLayout({ ...layout, headers: [] }))).toEqual(['headers: must list at least one header']);
      expect(refusal(await putLayout({ ...layout, columns: { amount: '', writingNumber: 'Agent Code' } }))).toEqual([
        'columns.amount: is empty: give the header of the column to read it from (one of headers)',
      ]);
      expect(refusal(await putLayout({ ...layout, headers: 'Amt' }))).toEqual([
        'headers: must be a list of the header texts, such as ["Agent Code", "Balance"], not a string',
      ]);
      const response = await putLayout({ ...layout, headerRows: 3 });
      expect(response.json().message).toBe(
        'Invalid input: headerRows: must be 1 or 2 (how many rows the header spans)',
      );
    });

    it('zod’s own words are put plainly everywhere: lengths, lists, choices, wrong types', async () => {
      // A header longer than a header can be; a field that is not one of the report fields.
      const long = await putLayout({ ...layout, headers: ['Agent Code', 'Amt', 'A'.repeat(301)] });
      expect(refusal(long)).toEqual(['headers.2: is too long (at most 300 characters)']);
      const sign = await putLayout({ ...layout, amountSign: 'positive' });
      expect(refusal(sign)).toEqual(['amountSign: must be "owed-positive" or "owed-negative"']);
      const field = await putLayout({ ...layout, columns: { ...layout.columns, premium: 'Amt' } });
      expect(refusal(field)).toEqual([
        'columns: takes no field named "premium" (it takes writingNumber, npn, name, firstName, middleName, lastName, suffix, amount, date, days, debitCredit, credit, carrier, transactionType)',
      ]);
      const row = await putLayout({ ...layout, headerRow: 0 });
      expect(refusal(row)).toEqual(['headerRow: must be at least 1']);
      // An array where an object is wanted, an object where an array is.
      expect(refusal(await putLayout({ ...layout, columns: ['Amt'] }))).toEqual([
        'columns: must be an object, not an array',
      ]);
      const status = await send('POST', '/api/debts', { agentId, carrierId: 1, amount: 5, status: 'paid-ish' });
      expect(refusal(status)[0]).toMatch(/^status: must be one of "outstanding", /);
      for (const issue of [...refusal(long), ...refusal(sign), ...refusal(field), ...refusal(status)]) {
        expect(issue).not.toMatch(/Too big|Too small|Invalid (input|option|key)|expected/);
      }
    });

    it('an import review decision: ignore and newPerson can only be true', async () => {
      expect(refusal(await send('POST', '/api/import-review/1', { ignore: false }))).toEqual([
        'ignore: can only be true, to leave the row out; to give the row to someone send agentId (an existing agent) or newPerson: true instead',
      ]);
      expect(refusal(await send('POST', '/api/import-review/1', { newPerson: false }))).toEqual([
        'newPerson: can only be true, to make a new person of the row; to give it to an existing agent send agentId instead, or ignore: true to leave it out',
      ]);
    });

    it('a limit or id beyond the largest allowed says the largest, not "must be a whole number"', async () => {
      expect(refusal(await send('GET', '/api/agents?limit=99999999999999999999'))).toEqual([
        'limit: must be at most 5000',
      ]);
      expect(refusal(await send('GET', `/api/agents?limit=${'9'.repeat(400)}`))).toEqual([
        'limit: must be at most 5000',
      ]);
      expect(refusal(await send('GET', '/api/agents?limit=5001'))).toEqual(['limit: must be at most 5000']);
      expect(refusal(await send('GET', '/api/debts?offset=99999999999999999999'))).toEqual([
        'offset: must be at most 2147483647',
      ]);
      expect(refusal(await send('GET', '/api/agents/99999999999999999999'))).toEqual([
        'id: must be at most 2147483647',
      ]);
      expect(refusal(await send('POST', '/api/debts', { agentId: 1e20, carrierId: 1, amount: 5 }))).toEqual([
        'agentId: must be at most 2147483647',
      ]);
      // Still a whole number, still at least 1.
      expect(refusal(await send('POST', '/api/debts', { agentId: 1.5, carrierId: 1, amount: 5 }))).toEqual([
        'agentId: must be a whole number',
      ]);
      expect(refusal(await send('GET', '/api/agents?limit=0'))).toEqual(['limit: must be at least 1']);
    });

    it('a file sent to an upload route as another type is told to send multipart/form-data with a field "file"', async () => {
      for (const url of ['/api/upload/2', '/api/import-agents']) {
        const response = await send('POST', url, 'Writing Number,Balance\nX,1\n', { 'content-type': 'text/csv' });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          message: 'Unsupported content type "text/csv": send the file as multipart/form-data, in a field named "file"',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
        // JSON is no file either: a 415 like any other type, not a 400 (before, only JSON was let through to a 400).
        const asJson = await send('POST', url, { file: 'Writing Number,Balance' });
        expect(asJson.statusCode).toBe(415);
        expect(asJson.json()).toEqual({
          message:
            'Unsupported content type "application/json": send the file as multipart/form-data, in a field named "file"',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
      const json = await send('POST', '/api/carriers', 'name=A', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe(
        'Unsupported content type "application/x-www-form-urlencoded": send JSON (Content-Type: application/json)',
      );
    });

    it('a missing required field says it is required, whatever its type', async () => {
      const listed = await send('POST', '/api/email/send-listed', { templateId: 1, except: [{ agentId: 1 }] });
      expect(refusal(listed)).toEqual(['except.0.carrierId: is required']);
      expect(listed.json().message).toBe('Invalid input: except.0.carrierId: is required');
      expect(refusal(await send('POST', '/api/debts', { agentId, amount: 5 }))).toEqual(['carrierId: is required']);
      expect(refusal(await send('POST', '/api/debts', { agentId, carrierId: 1 }))).toEqual(['amount: is required']);
      expect(refusal(await send('POST', '/api/carriers', { name: 'No Code' }))).toEqual([
        'code: Company code is required',
      ]);
      // Sent with the wrong type is not "required".
      expect(refusal(await send('POST', '/api/debts', { agentId, carrierId: '1', amount: 5 }))).toEqual([
        'carrierId: must be a number',
      ]);
      expect(refusal(await send('POST', '/api/debts', { agentId, carrierId: null, amount: 5 }))).toEqual([
        'carrierId: must be a number',
      ]);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays a retry whose JSON keys come in another order (and nested objects too)', async () => {
      const post = (payload: string) =>
        app().inject({
          method: 'POST',
          url: '/api/email-templates',
          payload,
          headers: { 'content-type': 'application/json', 'idempotency-key': 'k' },
        });
      const first = await post('{"subject":"A","body":"B"}');
      expect(first.statusCode).toBe(200);
      const reordered = await post('{"body":"B","subject":"A"}');
      expect(reordered.statusCode).toBe(200);
      expect(reordered.headers['idempotent-replayed']).toBe('true');
      expect(reordered.json()).toEqual(first.json());
      expect((await send('GET', '/api/email-templates')).json()).toHaveLength(1);
      // Another value is still another request.
      expect((await post('{"body":"C","subject":"A"}')).statusCode).toBe(422);

      const listed = (payload: string) =>
        app().inject({
          method: 'POST',
          url: '/api/email/send-listed',
          payload,
          headers: { 'content-type': 'application/json', 'idempotency-key': 'nested' },
        });
      const a = await listed('{"templateId":99,"except":[{"agentId":1,"carrierId":2},{"agentId":3,"carrierId":4}]}');
      const b = await listed('{"except":[{"carrierId":2,"agentId":1},{"carrierId":4,"agentId":3}],"templateId":99}');
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.headers['idempotent-replayed']).toBe('true');
      // The order of a list is part of the request.
      const c = await listed('{"except":[{"agentId":3,"carrierId":4},{"agentId":1,"carrierId":2}],"templateId":99}');
      expect(c.statusCode).toBe(422);
    });
  });
});
