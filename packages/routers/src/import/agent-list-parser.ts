import { joinPersonName, splitFullName, type TRosterLayout } from '@agentledger/schema';
import { badRequest } from '../errors';
import { normalizeAgentEnum } from './agent-enums';
import { columnsByHeader, findSavedHeader } from './saved-layout';
import { AGENT_LIST_COLUMNS, mapHeader, synonymIndex, type AgentListField } from './synonyms';
import { cellText, parseBirthDate, type Cell } from './values';

export type AgentListRecord = {
  rowNumber: number;
  npn: string;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  businessName: string | null;
  type: string;
  gender: string | null;
  agencyName: string | null;
  phone: string | null;
  email: string | null;
  dateOfBirth: string | null;
  compLevel: number;
  uplineName: string | null;
  uplineNPN: string | null;
  status: string;
  npnVerified: boolean;
  solicitingFor: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  role: string;
};

/** A producer appointed at a carrier (appointment lists: one row per producer and carrier). */
export type AgentAppointment = { rowNumber: number; npn: string; carrierName: string; writingNumber: string };

export type ParsedAgentList = {
  records: AgentListRecord[];
  appointments: AgentAppointment[];
  errors: string[];
  recordsProcessed: number;
};

const INDEX = synonymIndex(AGENT_LIST_COLUMNS);

function digits(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  return cellText(cell).replace(/\.0+$/, '');
}

/**
 * An agent list (the 22 Import Agents columns or an agency system's words for them, any order, any
 * case): one record per good row, and an appointment per row that names a carrier and a writing number.
 */
/** The header of an agent list: the agency's saved layout where it matches, else the first row that names the NPN and a name. */
export function findAgentListHeader(
  rows: readonly Cell[][],
  saved: TRosterLayout | null = null,
): { at: number; headers: string[]; columns: Map<AgentListField, number> } | null {
  const found = saved ? findSavedHeader(rows, saved) : null;
  if (saved && found) {
    const columns = columnsByHeader<AgentListField>(found.headers, saved.columns);
    return {
      at: found.at + saved.headerRows - 1,
      headers: found.headers,
      columns: new Map(Object.entries(columns) as [AgentListField, number][]),
    };
  }
  for (let i = 0; i < Math.min(rows.length, 100); i++) {
    const columns = mapHeader(rows[i] ?? [], INDEX);
    if (columns.has('npn') && (columns.has('firstName') || columns.has('lastName') || columns.has('fullName'))) {
      return { at: i, headers: (rows[i] ?? []).map((cell) => cellText(cell)), columns };
    }
  }
  return null;
}

export const NO_AGENT_LIST_HEADER =
  'No header row found in the first 100 rows: an agent list needs at least an NPN column and a name column: first, last or full name (for example Agent NPN, Agent First Name, Agent Last Name, or NPN and Agent Name). Map its columns under Import Agents → Map columns.';

export function parseAgentListTable(rows: Cell[][], saved: TRosterLayout | null = null): ParsedAgentList {
  const header = findAgentListHeader(rows, saved);
  if (!header) throw badRequest(NO_AGENT_LIST_HEADER);
  const { at, columns } = header;
  const records: AgentListRecord[] = [];
  const appointments: AgentAppointment[] = [];
  const errors: string[] = [];
  let recordsProcessed = 0;
  for (let i = at + 1; i < rows.length; i++) {
    const row = rows[i] ?? [];
    if (row.every((cell) => cellText(cell) === '')) continue;
    recordsProcessed += 1;
    const get = (field: AgentListField): Cell => {
      const column = columns.get(field);
      return column === undefined ? null : row[column];
    };
    const text = (field: AgentListField) => cellText(get(field)) || null;
    try {
      const npn = digits(get('npn'));
      if (!npn) throw new Error('no NPN');
      const compText = cellText(get('compLevel'));
      const compLevel = compText === '' ? 100 : Number(compText.replace(/%$/, ''));
      if (!Number.isInteger(compLevel) || compLevel < 0 || compLevel > 100) {
        throw new Error(`Comp Level "${compText}" is not a whole number from 0 to 100`);
      }
      const dobCell = get('dateOfBirth');
      const dateOfBirth = cellText(dobCell) ? parseBirthDate(dobCell) : null;
      if (cellText(dobCell) && !dateOfBirth) throw new Error(`DoB "${cellText(dobCell)}" is not a date`);
      // Name parts where the list has them; else the whole name of one column, split into them.
      const given = text('firstName');
      const family = text('lastName');
      const whole = given || family ? null : text('fullName');
      const parts = whole ? splitFullName(whole) : null;
      const firstName = parts ? parts.firstName : given;
      const lastName = parts ? parts.lastName : family;
      const middleName = parts ? parts.middleName : text('middleName');
      const suffix = parts?.suffix || text('suffix');
      const businessName = text('businessName');
      // A numeric hierarchy level says how deep, not which role: only worded roles are read.
      const roleText = cellText(get('role'));
      const role = /^\d+$/.test(roleText) ? 'Agent' : normalizeAgentEnum('role', roleText, 'Agent');
      const carrierName = text('carrierName');
      const writingNumber = text('writingNumber');
      if (carrierName && writingNumber) appointments.push({ rowNumber: i + 1, npn, carrierName, writingNumber });
      records.push({
        rowNumber: i + 1,
        npn,
        name:
          [joinPersonName(firstName ?? '', middleName, lastName ?? ''), suffix].filter(Boolean).join(' ') ||
          businessName ||
          npn,
        firstName,
        middleName,
        lastName,
        businessName,
        type: normalizeAgentEnum('type', cellText(get('type')), 'Individual'),
        gender: cellText(get('gender')) ? normalizeAgentEnum('gender', cellText(get('gender')), 'N/A') : null,
        agencyName: text('agencyName'),
        phone: text('phone'),
        email: text('email'),
        dateOfBirth,
        compLevel,
        uplineName: text('uplineName'),
        uplineNPN: digits(get('uplineNPN')) || null,
        status: normalizeAgentEnum('status', cellText(get('status')), 'active'),
        npnVerified: normalizeAgentEnum('npnVerified', cellText(get('npnVerified')), 'Not Verified') === 'Verified',
        solicitingFor: text('solicitingFor'),
        address: text('address'),
        city: text('city'),
        state: text('state'),
        zipcode: digits(get('zipcode')) || null,
        role,
      });
    } catch (error) {
      errors.push(`Row ${i + 1}: ${error instanceof Error ? error.message : 'cannot be read'}`);
    }
  }
  return { records, appointments, errors, recordsProcessed };
}
