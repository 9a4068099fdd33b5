import { joinPersonName } from '@agentledger/schema';
import { badRequest } from '../errors';
import { normalizeAgentEnum } from './agent-enums';
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

export type ParsedAgentList = { records: AgentListRecord[]; errors: string[]; recordsProcessed: number };

const INDEX = synonymIndex(AGENT_LIST_COLUMNS);

function digits(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  return cellText(cell).replace(/\.0+$/, '');
}

/** An agent list (the 22 Import Agents columns, any order, any case): one record per good row. */
export function parseAgentListTable(rows: Cell[][]): ParsedAgentList {
  let at = -1;
  let columns = new Map<AgentListField, number>();
  for (let i = 0; i < Math.min(rows.length, 20) && at < 0; i++) {
    columns = mapHeader(rows[i] ?? [], INDEX);
    if (columns.has('npn') && (columns.has('firstName') || columns.has('lastName'))) at = i;
  }
  if (at < 0)
    throw badRequest('No header row found: an agent list needs at least the columns NPN, First Name and Last Name');
  const records: AgentListRecord[] = [];
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
      const firstName = text('firstName');
      const lastName = text('lastName');
      const middleName = text('middleName');
      const businessName = text('businessName');
      records.push({
        rowNumber: i + 1,
        npn,
        name: joinPersonName(firstName ?? '', middleName, lastName ?? '') || businessName || npn,
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
        role: normalizeAgentEnum('role', cellText(get('role')), 'Agent'),
      });
    } catch (error) {
      errors.push(`Row ${i + 1}: ${error instanceof Error ? error.message : 'cannot be read'}`);
    }
  }
  return { records, errors, recordsProcessed };
}
