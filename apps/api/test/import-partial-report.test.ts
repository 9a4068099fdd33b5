import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { upload } from './uploads';

/**
 * D16: a report is the carrier's snapshot, so a partial file (one branch, a filtered list, a file
 * cut short) clears everyone it leaves out. The upload says so (`layout.clearsMost`) when it clears
 * more than half of the people owing at the carrier, and at least 10; it is applied if staff apply it.
 */
describeApi('a report that clears most of the people owing at its carrier is flagged', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  const report = (csv: string, query = '', carrierId = 1) =>
    upload(app(), `/api/upload/${carrierId}${query}`, 'report.csv', csv);
  /** A report of people 1..n (writing number W1…, a name of letters), each owing 100 + their number. */
  const people = (numbers: readonly number[]) =>
    'Writing Number,Agent Name,Balance Due\n' +
    numbers
      .map((n) => `W${n},${String.fromCharCode(64 + Math.ceil(n / 26), 96 + (n % 26 || 26))}son Pat,${100 + n}.00\n`)
      .join('');
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const detail = async (id: number) => (await app().inject(`/api/file-uploads/${id}`)).json();
  const trpcDetail = async (id: number) =>
    (await app().inject(`/trpc/fileUpload.get?input=${encodeURIComponent(JSON.stringify({ id }))}`)).json().result.data;

  it('a partial file after a full one warns with its figures, in the result, the detail and tRPC; a full one does not', async () => {
    const first = await report(people(range(1, 30)));
    expect(first.statusCode, first.body).toBe(200);
    // The first report into an empty carrier clears no one.
    expect(first.json().changes).toMatchObject({ new: 30, cleared: 0 });
    expect(first.json().layout.clearsMost).toBeUndefined();

    const partial = await report(people([2, 5, 7]), '?preview=true');
    expect(partial.statusCode, partial.body).toBe(200);
    const warning = { cleared: 27, owingBefore: 30, listed: 3 };
    expect(partial.json().changes).toMatchObject({ cleared: 27, unchanged: 3 });
    expect(partial.json().layout.clearsMost).toEqual(warning);
    const id = partial.json().uploadId;
    expect((await detail(id)).summary.layout.clearsMost).toEqual(warning);
    expect((await trpcDetail(id)).summary.layout.clearsMost).toEqual(warning);

    // Only a warning: staff may apply it, and the applied upload still says what it did.
    const applied = await app().inject({ method: 'POST', url: `/api/file-uploads/${id}/apply` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'success', layout: { clearsMost: warning } });
    expect((await detail(id)).summary.layout.clearsMost).toEqual(warning);

    // The full report again brings everyone back and clears no one.
    const full = await report(people(range(1, 30)));
    expect(full.json().changes).toMatchObject({ increased: 27, unchanged: 3, cleared: 0 });
    expect(full.json().layout.clearsMost).toBeUndefined();
    expect((await detail(full.json().uploadId)).summary.layout.clearsMost).toBeUndefined();
  });

  it('a normal month (some people settled, some new) and a small carrier are not flagged', async () => {
    await report(people(range(1, 30)));
    // 12 of 30 settled and 5 are new: fewer than half cleared.
    const month = await report(people(range(13, 35)), '?preview=true');
    expect(month.json().changes).toMatchObject({ new: 5, cleared: 12 });
    expect(month.json().layout.clearsMost).toBeUndefined();
    // Exactly half is not "most".
    const half = await report(people(range(16, 30)), '?preview=true');
    expect(half.json().changes).toMatchObject({ cleared: 15 });
    expect(half.json().layout.clearsMost).toBeUndefined();

    // A carrier with few people: 8 of 9 cleared is under the floor of 10, seen at a glance in the changes.
    await report(people(range(1, 9)), '', 2);
    const small = await report(people([1]), '?preview=true', 2);
    expect(small.json().changes).toMatchObject({ cleared: 8, unchanged: 1 });
    expect(small.json().layout.clearsMost).toBeUndefined();
  });

  it('a file listing many new people still warns when it clears most of those owing', async () => {
    await report(people(range(1, 20)));
    // Another branch's export: 2 known people, 25 unknown to the carrier; 18 of 20 cleared.
    const branch = await report(people([...range(19, 20), ...range(41, 65)]), '?preview=true');
    expect(branch.json().layout.clearsMost).toEqual({ cleared: 18, owingBefore: 20, listed: 27 });
  });

  it('a review decision on the preview says again what it clears', async () => {
    await report(people(range(1, 20)));
    // W10's amount cannot be read: W10 is held back, so 10 of 20 are cleared, not more than half.
    const draft = await report(people(range(1, 9)) + 'W10,Held Pat,n/a\n', '?preview=true');
    expect(draft.json()).toMatchObject({ reviewCount: 1, changes: { cleared: 10 } });
    expect(draft.json().layout.clearsMost).toBeUndefined();
    // Ignoring the row leaves W10 out of the report too: 11 of 20 cleared.
    const decided = await app().inject({
      method: 'POST',
      url: `/api/import-review/${draft.json().review[0].id}`,
      payload: { ignore: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await detail(draft.json().uploadId);
    expect(after.summary).toMatchObject({
      cleared: 11,
      layout: { clearsMost: { cleared: 11, owingBefore: 20, listed: 9 } },
    });
  });
});
