import { sql, type Kysely } from 'kysely';
import type { DB } from '@agentledger/routers';

/**
 * A large agency in a few set-based statements: `agents` people spread over the three default
 * carriers with an upline tree, one writing number each, and `debts` debts of every age range.
 */
export async function seedLargeAgency(db: Kysely<DB>, agents: number, debts: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`insert into carriers (id, name, code, accepts_pdf) values
      (1, 'American Amicable', 'AMAM', false), (2, 'Aetna', 'AETNA', false), (3, 'Foresters Financial', 'FORESTERS', true)
      on conflict do nothing`.execute(trx);
    await sql`select setval(pg_get_serial_sequence('carriers', 'id'), (select max(id) from carriers))`.execute(trx);
    await sql`
      insert into agents (name, first_name, last_name, agent_id, carrier_id, status, npn, upline, upline_id, email, phone)
      select 'Agent' || g || ' Person' || g, 'Agent' || g, 'Person' || g, 'W' || lpad(g::text, 7, '0'), 1 + g % 3,
             case when g % 11 = 0 then 'terminated' else 'active' end,
             (20000000 + g)::text,
             case when g > 1 then 'Agent' || (g / 8) || ' Person' || (g / 8) end,
             case when g > 8 then (20000000 + g / 8)::text end,
             'agent' || g || '@example.com', '555-' || lpad((g % 10000)::text, 4, '0')
      from generate_series(1, ${agents}) g`.execute(trx);
    await sql`
      insert into writing_numbers (agent_id, carrier_id, writing_number, writing_number_key)
      select id, carrier_id, agent_id, upper(agent_id) from agents where carrier_id is not null`.execute(trx);
    await sql`
      insert into debts (agent_id, carrier_id, amount, status, incurred_on)
      select a.id, a.carrier_id, round(((g * 7919) % 500000)::numeric / 100 - 200, 2), 'outstanding',
             current_date - (g % 150)
      from generate_series(1, ${debts}) g
      join agents a on a.id = 1 + (g % ${agents})`.execute(trx);
  });
}
