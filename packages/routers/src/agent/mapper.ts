import type { TAgent, TWritingNumber } from '@agentledger/schema';
import { isoAt, isoOf, readJson } from '../db/convert';
import { personFieldsOf } from './person-fields';
import type { AgentListRow } from './queries';

export function toAgent(row: AgentListRow): TAgent {
  const writingNumbers = readJson<TWritingNumber[]>(row.writing_numbers);
  return {
    ...personFieldsOf(row),
    agentId: row.agent_id,
    carrierId: row.carrier_id,
    carrier:
      row.carrier_id !== null && row.carrier_code !== null
        ? { id: row.carrier_id, name: row.carrier_name ?? '', code: row.carrier_code }
        : null,
    uplineName: row.upline,
    uplineNPN: row.upline_id,
    address: row.address,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    businessName: row.business_name,
    type: row.type,
    gender: row.gender,
    agencyName: row.agency_name,
    dateOfBirth: row.date_of_birth,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    compLevel: row.comp_level,
    solicitingFor: row.soliciting_for,
    npnVerified: row.npn_verified ? 'Verified' : 'Not Verified',
    role: row.role,
    companyId: row.company_id,
    createdAt: isoAt(row.created_at),
    updatedAt: isoAt(row.updated_at),
    totalDebt: Number(row.total_debt ?? 0),
    debtAge: Number(row.debt_age ?? 0),
    lastContactAt: isoOf(row.last_contact_at),
    writingNumbers,
  };
}
