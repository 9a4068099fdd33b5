import { personNameKey } from '@agentledger/schema';
import { beforeEach, expect, it } from 'vitest';
import { daysAgo } from './dates';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * Issue 12: a carrier report changes only what was read and attributed for certain; rows it is
 * unsure of go to review; a preview applies nothing; undo restores exactly; every upload is recorded.
 */
describeApi('applying carrier reports safely: one person rule, review, preview, undo', ({ app, database, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const db = () => database().db;
  const report = (csv: string, carrierId = 1, query = '') =>
    upload(app(), `/api/upload/${carrierId}${query}`, 'report.csv', csv);

  /** An agent record with an open debt incurred `age` days ago (writing number recorded when given). */
  async function agentWithDebt(
    agent: { name: string; npn?: string; carrierId: number; writingNumber?: string },
    amount: number | null,
    age = 0,
  ) {
    const { id } = await db()
      .insertInto('agents')
      .values({ name: agent.name, npn: agent.npn ?? null, carrier_id: agent.carrierId, agent_id: agent.writingNumber })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (agent.writingNumber) {
      await db()
        .insertInto('writing_numbers')
        .values({
          agent_id: id,
          carrier_id: agent.carrierId,
          writing_number: agent.writingNumber,
          writing_number_key: agent.writingNumber.toUpperCase(),
          identifier_type: 'writingNumber',
        })
        .execute();
    }
    if (amount !== null) {
      await db()
        .insertInto('debts')
        .values({ agent_id: id, carrier_id: agent.carrierId, amount, status: 'outstanding', incurred_on: daysAgo(age) })
        .execute();
    }
    return id;
  }

  /** Open debt per agent name at a carrier, as the Agents API reports it. */
  async function openDebts(carrierId: number) {
    const agents: { name: string; carrierId: number | null; totalDebt: number; debtAge: number }[] = (
      await app().inject('/api/agents')
    ).json();
    return Object.fromEntries(
      agents.filter((a) => a.carrierId === carrierId).map((a) => [a.name, { total: a.totalDebt, age: a.debtAge }]),
    );
  }

  const debtRows = (carrierId: number) =>
    db()
      .selectFrom('debts')
      .select(['id', 'agent_id', 'amount', 'status', 'notes', 'incurred_on'])
      .where('carrier_id', '=', carrierId)
      .orderBy('id')
      .execute();

  it('an unreadable amount or date changes nothing for its person: no clearing, the row goes to review', async () => {
    await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 200);
    await agentWithDebt({ name: 'Bob Two', carrierId: 1, writingNumber: 'W2' }, 50, 10);
    await agentWithDebt({ name: 'Cy Three', carrierId: 1, writingNumber: 'W3' }, 70);
    const response = await report(
      'Writing Number,Agent Name,Balance,Chargeback Date\n' +
        'W1,Ann One,n/a,\n' +
        `W2,Bob Two,80.00,not a date\n` +
        `W2,Bob Two,5.00,${daysAgo(3)}\n` +
        `W3,Cy Three,75.00,${daysAgo(3)}\n`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.status).toBe('success');
    expect(result.reviewCount).toBe(2);
    expect(result.errors).toEqual([
      'Row 2: the amount "n/a" is not a number',
      'Row 3: the date "not a date" is not a date',
    ]);
    // Ann's $200 and Bob's $50 (he has a readable row too) stay as they were; only Cy's changes.
    expect(await openDebts(1)).toMatchObject({
      'Ann One': { total: 200 },
      'Bob Two': { total: 50, age: 10 },
      'Cy Three': { total: 75 },
    });
    expect(result.changes).toMatchObject({ cleared: 0, increased: 1, totalBefore: 320, totalAfter: 325 });
    const review = (await app().inject('/api/import-review')).json();
    expect(
      review.map((r: { rowNumber: number; reason: string; raw: unknown }) => [r.rowNumber, r.reason, r.raw]),
    ).toEqual([
      [2, 'the amount "n/a" is not a number', { 'Writing Number': 'W1', 'Agent Name': 'Ann One', Balance: 'n/a' }],
      [
        3,
        'the date "not a date" is not a date',
        { 'Writing Number': 'W2', 'Agent Name': 'Bob Two', Balance: '80.00', 'Chargeback Date': 'not a date' },
      ],
    ]);
    expect(review[0].candidates).toMatchObject([{ name: 'Ann One', why: 'matched by writing number' }]);
  });

  it('no longer lists the rows to review of a report a later one of its carrier replaced; its detail still shows them', async () => {
    await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 200);
    const march = await report('Writing Number,Agent Name,Balance\nW1,Ann One,n/a\nW2,Bob Two,10.00\n');
    expect(march.json().reviewCount, march.body).toBe(1);
    const other = await report('Writing Number,Agent Name,Balance\nX1,Zed Other,n/a\nX2,Yan Other,5.00\n', 2);
    expect((await app().inject('/api/import-review')).json()).toHaveLength(2);
    const april = await report('Writing Number,Agent Name,Balance\nW1,Ann One,180.00\nW2,Bob Two,10.00\n');
    expect(april.statusCode, april.body).toBe(200);
    const listed = (await app().inject('/api/import-review')).json();
    expect(listed.map((row: { fileUploadId: number }) => row.fileUploadId)).toEqual([other.json().uploadId]);
    const detail = (await app().inject(`/api/file-uploads/${march.json().uploadId}`)).json();
    expect(detail.review).toHaveLength(1);
  });

  it('a policy row with the agent left blank goes to review with its amount, never dropped as a total', async () => {
    const ann = await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 10);
    const response = await report(
      'Writing Number,Agent Name,Policy,Chargeback Amount\nW1,Ann One,P1,60.00\n,,P2,40.00\n,,,100.00\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      errors: ['Row 3: no writing number, NPN or name'],
      reviewCount: 1,
      layout: { summaryRowsSkipped: 1 },
    });
    const [row] = (await app().inject('/api/import-review')).json();
    expect(row).toMatchObject({ rowNumber: 3, amount: 40, raw: { Policy: 'P2', 'Chargeback Amount': '40.00' } });
    const nobody = await app().inject({
      method: 'POST',
      url: `/api/import-review/${row.id}`,
      payload: { newPerson: true },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toMatch(/names no one, so it cannot be a new person/);
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${row.id}`,
      payload: { agentId: ann },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await openDebts(1)).toMatchObject({ 'Ann One': { total: 100 } });
  });

  it('a decision on an unreadable row needs its amount, applies it, and releases the person', async () => {
    const ann = await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 200);
    await agentWithDebt({ name: 'Bob Two', carrierId: 1, writingNumber: 'W2' }, 10);
    const first = await report('Writing Number,Agent Name,Balance\nW1,Ann One,n/a\nW2,Bob Two,10.00\n');
    expect(first.statusCode, first.body).toBe(200);
    const [row] = (await app().inject('/api/import-review')).json();
    const noAmount = await app().inject({
      method: 'POST',
      url: `/api/import-review/${row.id}`,
      payload: { agentId: ann },
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().message).toMatch(/amount of row 2 could not be read/);
    const both = await app().inject({
      method: 'POST',
      url: `/api/import-review/${row.id}`,
      payload: { agentId: ann, ignore: true },
    });
    expect(both.statusCode).toBe(400);
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${row.id}`,
      payload: { agentId: ann, amount: '150.25' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await openDebts(1)).toMatchObject({ 'Ann One': { total: 150.25 } });
    expect((await app().inject('/api/import-review')).json()).toEqual([]);
    const again = await app().inject({
      method: 'POST',
      url: `/api/import-review/${row.id}`,
      payload: { ignore: true },
    });
    expect(again.statusCode).toBe(409);
  });

  it('two people with one name are never merged: NPNs keep them apart, a bare name goes to review', async () => {
    const a = await agentWithDebt({ name: 'James Smith', npn: '111', carrierId: 1 }, 100);
    const b = await agentWithDebt({ name: 'James Smith', npn: '222', carrierId: 2 }, 40);
    const response = await report('NPN,Agent Name,Balance\n222,James Smith,30.00\n,James Smith,99.00\n');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    // NPN 222 is person B: a new record at carrier 1 with B's profile, not A's record.
    const records = await db()
      .selectFrom('agents')
      .select(['id', 'npn', 'carrier_id'])
      .where('name', '=', 'James Smith')
      .orderBy('id')
      .execute();
    expect(records.map((r) => [r.npn, r.carrier_id])).toEqual([
      ['111', 1],
      ['222', 2],
      ['222', 1],
    ]);
    expect(result.reviewCount).toBe(1);
    expect(result.review[0].reason).toMatch(/Several people are named "James Smith"/);
    expect(result.review[0].candidates.map((c: { agentId: number }) => c.agentId).sort()).toEqual([a, b].sort());
    // A is held back by the review row (not cleared although his NPN row is absent).
    const debts = await debtRows(1);
    expect(debts.filter((d) => d.agent_id === a).map((d) => [Number(d.amount), d.status])).toEqual([
      [100, 'outstanding'],
    ]);

    // The row is B's, chosen by his record at carrier 2: it goes on his record here, not on a second one.
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${result.review[0].id}`,
      payload: { agentId: b },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await db()
      .selectFrom('agents')
      .select(['npn', 'carrier_id'])
      .where('name', '=', 'James Smith')
      .execute();
    expect(after).toHaveLength(3);
    const bHere = records.find((r) => r.npn === '222' && r.carrier_id === 1)!.id;
    expect((await debtRows(1)).filter((d) => d.agent_id === bHere).map((d) => Number(d.amount))).toEqual([129]);
  });

  it('a conflicting NPN never matches by name, and middle initials and suffixes break ties', async () => {
    await agentWithDebt({ name: 'Dana Q Fox', npn: '500', carrierId: 2 }, null);
    await agentWithDebt({ name: 'George Washington Jr', carrierId: 2 }, null);
    await agentWithDebt({ name: 'George Washington Sr', carrierId: 2 }, null);
    const response = await report(
      'NPN,Agent Name,Balance\n' +
        '999,Dana Fox,10.00\n' + // another NPN: a new person
        ',"WASHINGTON, GEORGE, SR",20.00\n' + // the suffix picks Sr
        ',"FOX, DANA",5.00\n', // no NPN: matches Dana Q Fox by name alone
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().reviewCount).toBe(0);
    const atCarrier1 = await db()
      .selectFrom('agents')
      .select(['name', 'npn'])
      .where('carrier_id', '=', 1)
      .orderBy('name')
      .execute();
    expect(atCarrier1).toEqual([
      { name: 'Dana Fox', npn: '999' },
      { name: 'Dana Q Fox', npn: '500' },
      { name: 'George Washington Sr', npn: null },
    ]);
  });

  it('a name-only row for someone known at another carrier gets a record with their profile and NPN', async () => {
    await db()
      .insertInto('agents')
      .values({ name: 'Elizabeth Brown', npn: '700', carrier_id: 2, email: 'eb@example.com', upline_id: '1' })
      .execute();
    const response = await report('Agent Name,Balance\n"Brown, Elizabeth",45.10\n');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().changes.new).toBe(1);
    const found = await app().inject('/api/agents/find?carrierId=1&name=Brown,%20Elizabeth');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      name: 'Elizabeth Brown',
      npn: '700',
      email: 'eb@example.com',
      totalDebt: 45.1,
    });
    const unified = (await app().inject('/api/unified-agents')).json();
    expect(unified.filter((p: { npn: string | null }) => p.npn === '700')).toHaveLength(1);
  });

  it('"Brown, Elizabeth" and "Elizabeth Brown" are one person to find and to Unified Agent Profiles', async () => {
    await db().insertInto('agents').values({ name: 'Brown, Elizabeth', carrier_id: 1 }).execute();
    await db().insertInto('agents').values({ name: 'elizabeth  BROWN', carrier_id: 2 }).execute();
    const found = await app().inject('/api/agents/find?carrierId=2&name=Elizabeth%20Brown');
    expect(found.statusCode).toBe(200);
    expect(found.json().carrierId).toBe(2);
    const unified = (await app().inject('/api/unified-agents')).json();
    expect(unified).toHaveLength(1);
  });

  it('ages go on: a report without dates keeps the date a debt was first seen; a dated report sets it', async () => {
    await agentWithDebt({ name: 'Old Debt', carrierId: 1, writingNumber: 'W1' }, 100, 120);
    await report('Writing Number,Agent Name,Balance\nW1,Old Debt,130.00\nW2,New Debt,10.00\n');
    expect(await openDebts(1)).toMatchObject({
      'Old Debt': { total: 130, age: 120 },
      'New Debt': { total: 10, age: 0 },
    });
    await report(`Writing Number,Agent Name,Balance,Chargeback Date\nW1,Old Debt,130.00,${daysAgo(30)}\n`);
    expect((await openDebts(1))['Old Debt']).toEqual({ total: 130, age: 30 });
  });

  it("a statement's date dates only debts first seen in it: monthly statements do not make old debts young", async () => {
    await agentWithDebt({ name: 'Old Debt', carrierId: 1, writingNumber: 'W1' }, 100, 120);
    await agentWithDebt({ name: 'Fresh Debt', carrierId: 1, writingNumber: 'W3' }, 20, 0);
    const october = await report(
      `Writing Number,Agent Name,Balance Due,Statement Date\nW1,Old Debt,130.00,${daysAgo(60)}\n` +
        `W2,New Debt,10.00,${daysAgo(60)}\nW3,Fresh Debt,20.00,${daysAgo(60)}\n`,
    );
    expect(october.statusCode, october.body).toBe(200);
    expect(october.json().layout).toMatchObject({ columns: { date: 'Statement Date' }, dateIsAsOf: true });
    // Owed since before the statement: kept; first seen in it, or entered later than it: the statement's day.
    expect(await openDebts(1)).toMatchObject({
      'Old Debt': { total: 130, age: 120 },
      'New Debt': { total: 10, age: 60 },
      'Fresh Debt': { total: 20, age: 60 },
    });
    // The next month's statement: balances change, the days they were first owed do not.
    await report(
      `Writing Number,Agent Name,Balance Due,Balance As Of\nW1,Old Debt,90.00,${daysAgo(30)}\n` +
        `W2,New Debt,15.00,${daysAgo(30)}\nW4,Later Debt,5.00,${daysAgo(30)}\n`,
    );
    expect(await openDebts(1)).toMatchObject({
      'Old Debt': { total: 90, age: 120 },
      'New Debt': { total: 15, age: 60 },
      'Later Debt': { total: 5, age: 30 },
    });
    expect((await openDebts(1))['Fresh Debt']?.total).toBe(0);
    // Paid off, then owed again: dated by the statement that shows it again.
    await report(`Writing Number,Agent Name,Balance Due,Statement Date\nW1,Old Debt,0.00,${daysAgo(20)}\n`);
    await report(`Writing Number,Agent Name,Balance Due,Statement Date\nW1,Old Debt,40.00,${daysAgo(10)}\n`);
    expect((await openDebts(1))['Old Debt']).toEqual({ total: 40, age: 10 });
  });

  it('every upload is recorded, refused ones as failed with their reason', async () => {
    const badType = await upload(app(), '/api/upload/1', 'report.doc', 'x');
    expect(badType.statusCode).toBe(400);
    const noHeader = await report('foo,bar\n1,2\n');
    expect(noHeader.statusCode).toBe(400);
    expect((await upload(app(), '/api/import-agents', 'agents.pdf', 'x')).statusCode).toBe(400);
    expect((await upload(app(), '/api/import-agents', 'agents.csv', 'NPN,First Name,Last Name\n')).statusCode).toBe(
      400,
    );
    const uploads = (await app().inject('/api/file-uploads')).json();
    expect(
      uploads.map((u: { filename: string; kind: string; status: string }) => [u.filename, u.kind, u.status]),
    ).toEqual([
      ['agents.csv', 'agent_list', 'failed'],
      ['agents.pdf', 'agent_list', 'failed'],
      ['report.csv', 'carrier_report', 'failed'],
      ['report.doc', 'carrier_report', 'failed'],
    ]);
    expect(uploads[0].error).toMatch(/^Nothing was applied: The agent list has no data rows/);
    expect(uploads[1].error).toMatch(/Invalid file type/);
    expect(uploads[2].error).toMatch(/^Nothing was applied: No header row found/);
    expect(uploads[3].error).toMatch(/Invalid file type/);
  });

  it('preview applies nothing and answers with the changes; apply applies exactly that; a stale preview is refused', async () => {
    await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 200);
    await agentWithDebt({ name: 'Bob Two', carrierId: 1, writingNumber: 'W2' }, 50);
    const before = await debtRows(1);
    const csv = 'Writing Number,Agent Name,Balance\nW1,Ann One,250.00\nW3,Cy New,12.00\n';
    const preview = await report(csv, 1, '?preview=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const draft = preview.json();
    expect(draft).toMatchObject({
      status: 'draft',
      recordsProcessed: 2,
      changes: { new: 1, increased: 1, cleared: 1, totalBefore: 250, totalAfter: 262 },
    });
    expect(draft.people).toEqual([
      { agentId: expect.any(Number), name: 'Ann One', kind: 'increased', before: 200, after: 250 },
      { agentId: expect.any(Number), name: 'Bob Two', kind: 'cleared', before: 50, after: 0 },
      { agentId: null, name: 'Cy New', kind: 'new', before: 0, after: 12 },
    ]);
    expect(await debtRows(1)).toEqual(before);
    expect((await db().selectFrom('agents').select('name').where('name', '=', 'Cy New').execute()).length).toBe(0);
    const listed = (await app().inject('/api/file-uploads')).json();
    expect(listed[0]).toMatchObject({ id: draft.uploadId, status: 'draft' });

    const applied = await app().inject({ method: 'POST', url: `/api/file-uploads/${draft.uploadId}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'success', changes: draft.changes });
    expect(await openDebts(1)).toMatchObject({
      'Ann One': { total: 250 },
      'Bob Two': { total: 0 },
      'Cy New': { total: 12 },
    });
    const twice = await app().inject({ method: 'POST', url: `/api/file-uploads/${draft.uploadId}/apply` });
    expect(twice.statusCode).toBe(409);

    // A preview taken, then the carrier's balances are edited: applying it is refused.
    const stale = (await report(csv.replace('250.00', '260.00'), 1, '?preview=true')).json();
    const [annDebt] = (await debtRows(1)).filter((debt) => Number(debt.amount) === 250);
    await app().inject({ method: 'PUT', url: `/api/debts/${annDebt!.id}`, payload: { amount: 255 } });
    const refused = await app().inject({ method: 'POST', url: `/api/file-uploads/${stale.uploadId}/apply` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/balances changed since this preview/);
    expect((await openDebts(1))['Ann One']!.total).toBe(255);
    const discarded = await app().inject({ method: 'POST', url: `/api/file-uploads/${stale.uploadId}/discard` });
    expect(discarded.json().status).toBe('discarded');
    // A preview left open when another report of the carrier is applied is discarded, saying why.
    const forgotten = (await report(csv.replace('250.00', '260.00'), 1, '?preview=true')).json();
    const later = (await report(csv.replace('250.00', '270.00'))).json();
    const detail = (await app().inject(`/api/file-uploads/${forgotten.uploadId}`)).json();
    expect(detail).toMatchObject({ status: 'discarded', review: [] });
    expect(detail.error).toMatch(
      new RegExp(
        `^Out of date: a later report of \\S.* \\(upload ${later.uploadId}\\) was applied after this preview$`,
      ),
    );
    expect(
      (await app().inject({ method: 'POST', url: `/api/file-uploads/${forgotten.uploadId}/apply` })).statusCode,
    ).toBe(409);
    expect((await openDebts(1))['Ann One']!.total).toBe(270);
    const badPreview = await report(csv, 1, '?preview=yes');
    expect(badPreview.statusCode).toBe(400);
  });

  it('a review decision on a preview waits for apply and is remembered for the next report', async () => {
    await agentWithDebt({ name: 'James Smith', npn: '111', carrierId: 1 }, 100);
    const b = await agentWithDebt({ name: 'James Smith', npn: '222', carrierId: 1 }, 40);
    const csv = 'Agent Name,Balance\nJames Smith,60.00\n';
    const draft = (await report(csv, 1, '?preview=true')).json();
    expect(draft.reviewCount).toBe(1);
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${draft.review[0].id}`,
      payload: { agentId: b },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await debtRows(1)).toHaveLength(2);
    const applied = (await app().inject({ method: 'POST', url: `/api/file-uploads/${draft.uploadId}/apply` })).json();
    expect(applied.reviewCount).toBe(0);
    const totals = Object.fromEntries(
      (await app().inject('/api/agents')).json().map((a: { npn: string; totalDebt: number }) => [a.npn, a.totalDebt]),
    );
    // James 111 is absent from the report (cleared); James 222 owes the row's 60.
    expect(totals).toEqual({ '111': 0, '222': 60 });
    const next = (await report(csv.replace('60.00', '65.00'))).json();
    expect(next.reviewCount).toBe(0);
    expect(next.people).toMatchObject([{ agentId: b, kind: 'increased', before: 60, after: 65 }]);
  });

  it('undo restores amounts, statuses, dates and writing numbers exactly, and removes the records it made', async () => {
    const ann = await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 200, 100);
    await agentWithDebt({ name: 'Bob Two', carrierId: 1, writingNumber: 'W2' }, 50, 20);
    const debtsBefore = await debtRows(1);
    const numbersBefore = await db().selectFrom('writing_numbers').selectAll().orderBy('id').execute();
    const first = (
      await report('Writing Number,NPN,Agent Name,Balance\nW1-X,,Ann One,0\nW3,333,Cy New,12.00\n')
    ).json();
    expect(first.changes).toMatchObject({ new: 1, decreased: 1, cleared: 1 });
    const second = (await report('Writing Number,Agent Name,Balance\nW3,Cy New,15.00\n')).json();

    const early = await app().inject({ method: 'POST', url: `/api/file-uploads/${first.uploadId}/undo` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/only the latest applied upload can be undone/);
    expect((await app().inject({ method: 'POST', url: `/api/file-uploads/${second.uploadId}/undo` })).statusCode).toBe(
      200,
    );
    const undone = await app().inject({ method: 'POST', url: `/api/file-uploads/${first.uploadId}/undo` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe('undone');

    expect(await debtRows(1)).toEqual(debtsBefore);
    expect(await db().selectFrom('writing_numbers').selectAll().orderBy('id').execute()).toEqual(numbersBefore);
    expect(await db().selectFrom('agents').select('name').where('name', '=', 'Cy New').execute()).toEqual([]);
    expect((await openDebts(1))['Ann One']).toEqual({ total: 200, age: 100 });
    const detail = (await app().inject(`/api/file-uploads/${first.uploadId}`)).json();
    expect(detail).toMatchObject({ status: 'undone', canUndo: false });
    expect(detail.people.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([
      ['Ann One', 'decreased'],
      ['Bob Two', 'cleared'],
      ['Cy New', 'new'],
    ]);
    expect((await app().inject({ method: 'POST', url: `/api/file-uploads/${first.uploadId}/undo` })).statusCode).toBe(
      409,
    );
    expect(ann).toBeGreaterThan(0);
  });

  it('refuses to undo an upload whose debts were changed by hand since, and undoes it once they are as it left them', async () => {
    await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 1500, 100);
    const applied = (await report('Writing Number,Agent Name,Balance\nW1,Ann One,1800.00\nW2,Bob Two,40.00\n')).json();
    const [created] = (await debtRows(1)).filter((debt) => Number(debt.amount) === 1800);
    const edit = await app().inject({ method: 'PUT', url: `/api/debts/${created!.id}`, payload: { amount: 2000 } });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await debtRows(1);

    const refused = await app().inject({ method: 'POST', url: `/api/file-uploads/${applied.uploadId}/undo` });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/changed since this upload was applied.*nothing was undone/);
    expect(await debtRows(1)).toEqual(edited);

    // Put back as the upload left it: undo goes ahead, to the balances before the upload.
    await app().inject({ method: 'PUT', url: `/api/debts/${created!.id}`, payload: { amount: 1800 } });
    const undone = await app().inject({ method: 'POST', url: `/api/file-uploads/${applied.uploadId}/undo` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await openDebts(1))['Ann One']).toEqual({ total: 1500, age: 100 });
  });

  it('a review decision taken after apply is part of the upload: undo still goes ahead, back to before both', async () => {
    await agentWithDebt({ name: 'James Smith', npn: '111', carrierId: 1 }, 100);
    const b = await agentWithDebt({ name: 'James Smith', npn: '222', carrierId: 1 }, 40);
    const before = await debtRows(1);
    const applied = (await report('Agent Name,Balance\nJames Smith,60.00\n')).json();
    expect(applied.reviewCount).toBe(1);
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${applied.review[0].id}`,
      payload: { agentId: b },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await openDebts(1))['James Smith']).toBeDefined();
    const undone = await app().inject({ method: 'POST', url: `/api/file-uploads/${applied.uploadId}/undo` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await debtRows(1)).toEqual(before);
  });

  it('a preview shows the figures of its review decisions at once: what it says is what Apply then does', async () => {
    await agentWithDebt({ name: 'Ann One', carrierId: 1, writingNumber: 'W1' }, 500);
    await agentWithDebt({ name: 'James Smith', npn: '111', carrierId: 1 }, 100);
    const b = await agentWithDebt({ name: 'James Smith', npn: '222', carrierId: 1 }, 40);
    const draft = (
      await report('Writing Number,Agent Name,Balance\nW1,Ann One,450.00\n,James Smith,300.00\n', 1, '?preview=true')
    ).json();
    expect(draft).toMatchObject({ recordsImported: 1, reviewCount: 1, changes: { decreased: 1, increased: 0 } });
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${draft.review[0].id}`,
      payload: { agentId: b },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // James 222 now owes the row's 300 (from 40), and James 111, no longer held back, is cleared.
    const changes = { decreased: 1, increased: 1, cleared: 1, totalBefore: 640, totalAfter: 750 };
    expect(decided.json()).toMatchObject({ recordsImported: 2, summary: { ...changes, reviewCount: 0 } });
    const detail = (await app().inject(`/api/file-uploads/${draft.uploadId}`)).json();
    expect(detail).toMatchObject({ status: 'draft', recordsImported: 2, summary: changes });
    expect(detail.people.map((p: { name: string; kind: string; after: number }) => [p.kind, p.after]).sort()).toEqual([
      ['cleared', 0],
      ['decreased', 450],
      ['increased', 300],
    ]);
    const applied = await app().inject({ method: 'POST', url: `/api/file-uploads/${draft.uploadId}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'success', recordsImported: 2, reviewCount: 0, changes });
  });

  it('answers 404 for unknown uploads and review rows, and 400 for ids that are not numbers', async () => {
    expect((await app().inject('/api/file-uploads/999')).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: '/api/file-uploads/999/undo' })).statusCode).toBe(404);
    expect(
      (await app().inject({ method: 'POST', url: '/api/import-review/999', payload: { ignore: true } })).statusCode,
    ).toBe(404);
    expect((await app().inject('/api/file-uploads/abc')).statusCode).toBe(400);
  });

  it('the database computes the same name key as the application, for every kind of name', async () => {
    const names = [
      'Brown, Elizabeth',
      'WASHINGTON, GEORGE T, JR',
      'George T. Washington Jr.',
      'José  Núñez',
      'NÚÑEZ, JOSÉ',
      "O'Brien, Mary-Jane",
      'Łukasz Żółć',
      'Ärger Øster-Bæk',
      'Straße Groß',
      'Samantha D Long',
      'Cher',
      '  ',
      'Smith Jr',
      'A B C D E III',
      'Van Der Berg, Mary Ann',
      'Zoë 🚀👩‍💼 Ünïcødé',
      'مرحبا بالعالم',
      'İSMAİL\tYILDIZ',
      'Œuvre, ÆSIR',
      'de la Cruz—Ortíz, María José',
      'D’Angelo, “Jimmy” J. III',
      '  ,  ,  ',
      'SMITH,,JOHN',
      'Washington, George T Jr',
      'WASHINGTON, GEORGE T. JR.',
      'King, Martin Luther III',
      'Ng, Jr',
      'Smith, John  Sr ,',
    ];
    for (const name of names) await db().insertInto('agents').values({ name, carrier_id: 1 }).execute();
    const stored = await db().selectFrom('agents').select(['name', 'name_key', 'name_tie']).orderBy('id').execute();
    expect(stored.map((r) => ({ key: r.name_key, tie: r.name_tie }))).toEqual(names.map((n) => personNameKey(n)));
  });
  it("a report's new records are keyed as the database keys their names, whoever they are", async () => {
    // New records take the keys the report's rows were read with (not computed again): they must be the
    // keys the database gives the stored name, or a later edit, search or upload would not find the person.
    await agentWithDebt({ name: 'Núñez, José A', npn: '18800777', carrierId: 2 }, null);
    const rows = [
      ['W1', '', '"WASHINGTON, GEORGE T, JR"', '10.00'],
      ['W2', '', '"Washington, George T Jr."', '11.00'],
      ['', '', '"de la Cruz—Ortíz, María José"', '12.00'],
      ['W4', '18800444', '"D’Angelo, “Jimmy” J. III"', '13.00'],
      ['', '', 'Łukasz Żółć', '14.00'],
      ['W6', '', '"Van Der Berg, Mary Ann"', '15.00'],
      ['', '18800777', 'Jose Nunez', '16.00'],
      ['W8', '', '', '17.00'],
      ['', '18800999', '', '18.00'],
      ['W10', '', '"Ng, Jr"', '19.00'],
    ];
    const result = await report(
      `Writing Number,NPN,Agent Name,Balance Due\n${rows.map((r) => r.join(',')).join('\n')}\n`,
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().changes.new).toBe(rows.length);
    const keys = () =>
      db()
        .selectFrom('agents')
        .select(['id', 'name', 'name_key', 'name_tie', 'person_key'])
        .where('carrier_id', '=', 1)
        .orderBy('id')
        .execute();
    const stored = await keys();
    expect(stored).toHaveLength(rows.length);
    // The profile's record at the other carrier gives the person's name (and so its keys) to the new one.
    expect(stored.find((r) => r.person_key === '18800777')?.name).toBe('Núñez, José A');
    expect(stored.find((r) => r.name === 'W8')).toMatchObject({ name_key: 'w8', person_key: 'name:w8||' });
    // Computed again by the database from each stored name and NPN.
    await db()
      .updateTable('agents')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('carrier_id', '=', 1)
      .execute();
    expect(await keys()).toEqual(stored);
  });
  it('"Washington, George T Jr" is the person "WASHINGTON, GEORGE T, JR" and not his father, "…, Sr"', async () => {
    const first = await report('Agent Name,Balance Due\n"Washington, George T Jr",100.00\n');
    expect(first.statusCode, first.body).toBe(200);
    const second = await report(
      'Agent Name,Balance Due\n"WASHINGTON, GEORGE T, JR",120.00\n"Washington, George T, Sr",30.00\n',
    );
    expect(second.json().changes).toMatchObject({ new: 1, increased: 1 });
    const records = await db()
      .selectFrom('agents')
      .select(['name'])
      .where('carrier_id', '=', 1)
      .orderBy('id')
      .execute();
    expect(records.map((r) => r.name)).toEqual(['George T Washington Jr', 'George T Washington Sr']);
    expect(await openDebts(1)).toMatchObject({
      'George T Washington Jr': { total: 120 },
      'George T Washington Sr': { total: 30 },
    });
  });
  it("a writing number whose holder the row's NPN contradicts goes to review, naming both; a decision is remembered", async () => {
    const luis = await agentWithDebt(
      { name: 'Luis Hernandez', npn: '18800001', carrierId: 1, writingNumber: '76001' },
      120,
    );
    const keisha = await agentWithDebt({ name: 'Keisha Washington-Bell', npn: '18800002', carrierId: 2 }, 0);
    const csv = 'Writing Number,NPN,Agent Name,Balance Due\n76001,18800002,"WASHINGTON-BELL, KEISHA",500.00\n';
    const first = await report(csv);
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json();
    expect(result.reviewCount).toBe(1);
    expect(result.review[0].reason).toBe(
      "Writing number 76001 is Luis Hernandez's, but NPN 18800002 is Keisha Washington-Bell's: choose who this row is for",
    );
    expect(result.review[0].candidates.map((c: { agentId: number }) => c.agentId)).toEqual([luis, keisha]);
    // Neither is changed while the row waits.
    expect((await openDebts(1))['Luis Hernandez']).toEqual({ total: 120, age: 0 });

    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${result.review[0].id}`,
      payload: { agentId: keisha },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await openDebts(1)).toMatchObject({
      'Luis Hernandez': { total: 0 },
      'Keisha Washington-Bell': { total: 500 },
    });
    // Next month the same row goes where staff said, without asking again.
    const again = await report(csv.replace('500.00', '450.00'));
    expect(again.json().reviewCount).toBe(0);
    expect((await openDebts(1))['Keisha Washington-Bell']).toMatchObject({ total: 450 });
  });

  it('the same NPN on the holder of the writing number, or no NPN and the same name, is no contradiction', async () => {
    await agentWithDebt({ name: 'Ann One', npn: '0000555', carrierId: 1, writingNumber: 'A1' }, 10);
    await agentWithDebt({ name: 'Bob Two', carrierId: 1, writingNumber: 'B2' }, 10);
    await agentWithDebt({ name: 'Bob Two', npn: '777', carrierId: 2 }, 0);
    const response = await report(
      'Writing Number,NPN,Agent Name,Balance Due\nA1,555,Ann One,20.00\nB2,777,Bob Two,30.00\n',
    );
    expect(response.json().reviewCount).toBe(0);
    expect(await openDebts(1)).toMatchObject({ 'Ann One': { total: 20 }, 'Bob Two': { total: 30 } });
  });
  it('says when a statement is older than one already applied for the carrier, in the preview and the result', async () => {
    const statement = (day: string, amount: string) =>
      `Writing Number,Agent Name,Balance Due,Statement Date\nW1,Old Debt,${amount},${day}\n`;
    const november = await upload(app(), '/api/upload/1', 'november.csv', statement(daysAgo(2), '250.00'));
    expect(november.statusCode, november.body).toBe(200);
    expect(november.json().layout.olderThanApplied).toBeUndefined();
    const september = await report(statement(daysAgo(58), '200.00'), 1, '?preview=true');
    expect(september.statusCode, september.body).toBe(200);
    expect(september.json().layout).toMatchObject({
      statementDate: daysAgo(58),
      olderThanApplied: { uploadId: november.json().uploadId, filename: 'november.csv', statementDate: daysAgo(2) },
    });
    // A newer statement than any applied is no cause for a warning.
    const december = await report(statement(daysAgo(1), '260.00'));
    expect(december.json().layout.olderThanApplied).toBeUndefined();
  });
});
