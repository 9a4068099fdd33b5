import type { Selectable } from 'kysely';
import type { AgentTable } from '../db/types';

type PersonFieldsRow = Pick<
  Selectable<AgentTable>,
  'id' | 'name' | 'npn' | 'email' | 'phone' | 'upline' | 'upline_id' | 'status'
>;

/** Who an agent record is and how to reach them: the fields the agent and unified-agent lists share. */
export function personFieldsOf(row: PersonFieldsRow) {
  return {
    id: row.id,
    name: row.name,
    npn: row.npn,
    email: row.email,
    phone: row.phone,
    upline: row.upline,
    uplineId: row.upline_id,
    status: row.status,
  };
}
