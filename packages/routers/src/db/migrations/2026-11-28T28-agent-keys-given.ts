import { sql, type Kysely } from 'kysely';

/**
 * A new agent record's name key, tie and person key are computed by agentledger_agent_keys
 * (migration T09) unless the insert gives them: a carrier report's import creates thousands of
 * records at once and has read each name's key already (personNameKey, which a test holds equal to
 * the SQL one), and computing them again in PL/pgSQL cost 120-150 ms for 13,000 new records
 * (about 40% of the insert). A record's person key is never empty, so an insert that leaves it at
 * its default ('') is one that asks for the keys. An update of the name or NPN always recomputes them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger agents_keys on agents`.execute(db);
  await sql`create trigger agents_keys_insert before insert on agents
    for each row when (new.person_key = '') execute function agentledger_agent_keys()`.execute(db);
  await sql`create trigger agents_keys_update before update of name, npn, name_key, name_tie, person_key on agents
    for each row execute function agentledger_agent_keys()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists agents_keys_insert on agents`.execute(db);
  await sql`drop trigger if exists agents_keys_update on agents`.execute(db);
  await sql`create trigger agents_keys before insert or update of name, npn, name_key, name_tie, person_key on agents
    for each row execute function agentledger_agent_keys()`.execute(db);
}
