import type { TAgent, TWritingNumber } from '@agentledger/schema';
import type { AgentListRow } from './queries';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toAgent(row: AgentListRow): TAgent {
  const writingNumbers = (
    typeof row.writing_numbers === 'string' ? JSON.parse(row.writing_numbers) : row.writing_numbers
  ) as TWritingNumber[];
  return {
    id: row.id,
    name: row.name,
    agentId: row.agent_id,
    carrierId: row.carrier_id,
    carrier:
      row.carrier_id !== null && row.carrier_code !== null
        ? { id: row.carrier_id, name: row.carrier_name ?? '', code: row.carrier_code }
        : null,
    status: row.status,
    npn: row.npn,
    upline: row.upline,
    uplineName: row.upline,
    uplineId: row.upline_id,
    uplineNPN: row.upline_id,
    email: row.email,
    phone: row.phone,
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
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    totalDebt: Number(row.total_debt ?? 0),
    debtAge: Number(row.debt_age ?? 0),
    lastContactAt: iso(row.last_contact_at),
    writingNumbers,
  };
}
