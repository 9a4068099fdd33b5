import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';

type Carrier = { id: number; name: string; code: string };

/**
 * Two companies one name apart (letter case, spaces around or doubled) would make every dropdown,
 * report and appointment list ambiguous: creating or renaming to a name a company has is a 409
 * that names it, and nothing is written.
 */
describeApi('a company name is held by one company', ({ app, reset }) => {
  let aetna: Carrier;

  beforeEach(async () => {
    await reset();
    const created = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Aetna', code: 'AET' },
    });
    expect(created.statusCode, created.body).toBe(200);
    aetna = created.json();
  });

  const carriers = async () => (await app().inject({ method: 'GET', url: '/api/carriers' })).json() as Carrier[];
  const taken = () => `A carrier named 'Aetna' already exists (id ${aetna.id})`;

  it('POST /api/carriers with the same name in any case or spacing is a 409 naming the company', async () => {
    for (const name of ['Aetna', 'aetna', '  AETNA  ', 'AeTnA']) {
      const response = await app().inject({ method: 'POST', url: '/api/carriers', payload: { name, code: 'AET2' } });
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: taken() });
    }
    expect(await carriers()).toHaveLength(1);
  });

  it('folds runs of spaces inside a name too, on both sides', async () => {
    await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'Mutual  of Omaha', code: 'MOO' } });
    const again = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'mutual of   omaha', code: 'MOO2' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^A carrier named 'Mutual {2}of Omaha' already exists \(id \d+\)$/);
    // Words that differ are other companies.
    const other = await app().inject({
      method: 'POST',
      url: '/api/carriers',
      payload: { name: 'Aetna Life', code: 'AL' },
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('PUT /api/carriers/{id} renaming to another company’s name is a 409; nothing changes', async () => {
    const { id } = (
      await app().inject({ method: 'POST', url: '/api/carriers', payload: { name: 'Humana', code: 'HUM' } })
    ).json() as Carrier;
    const renamed = await app().inject({
      method: 'PUT',
      url: `/api/carriers/${id}`,
      payload: { name: ' aetna', code: 'HUM2', active: false },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ code: 'CONFLICT', message: taken() });
    expect((await carriers()).find((c) => c.id === id)).toMatchObject({ name: 'Humana', code: 'HUM', active: true });
  });

  it('a company keeps its own name: re-sending it, or changing only its case, is fine', async () => {
    const same = await app().inject({ method: 'PUT', url: `/api/carriers/${aetna.id}`, payload: { name: 'Aetna' } });
    expect(same.statusCode, same.body).toBe(200);
    const recased = await app().inject({ method: 'PUT', url: `/api/carriers/${aetna.id}`, payload: { name: 'AETNA' } });
    expect(recased.json()).toMatchObject({ id: aetna.id, name: 'AETNA' });
    const unknown = await app().inject({ method: 'PUT', url: '/api/carriers/99999', payload: { name: 'Aetna' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('the same rule through tRPC', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/trpc/carrier.create',
      payload: { name: 'aetna', code: 'AET3' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: taken() } });
  });

  it('Initialize Companies does not make a second company of a name one has (under another code)', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/init-companies' });
    expect(response.statusCode, response.body).toBe(200);
    const list = await carriers();
    expect(list.map((c) => c.code).sort()).toEqual(['AET', 'AMAM', 'FORESTERS']);
    expect(list.filter((c) => c.name.toLowerCase() === 'aetna')).toHaveLength(1);
    expect((await app().inject({ method: 'POST', url: '/api/init-companies' })).statusCode).toBe(200);
    expect(await carriers()).toHaveLength(3);
  });
});
