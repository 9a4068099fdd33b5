import { type TAgentStatus, isFutureDay, npnProblem, splitFullName, type TRosterLayout } from '@agentledger/schema';
import { npnKey } from '../agent/npn-match';
import { linkUplinesByCode, type RowCodes } from './roster-upline-codes';
import {
  directUplineLevel,
  directUplineOf,
  unclearLevelsProblem,
  uplineLevelColumns,
  type RowIdentity,
} from './roster-upline-levels';
import { badRequest } from '../errors';
import { readAgentEnum } from './agent-enums';
import { statusColumns } from './appointment-statuses';
import { companyFormOf } from './business-names';
import { rosterUplineName, wholeName } from './roster-names';
import { carrierColumnNumbers, carrierNumberColumns, noCarrierNote } from './roster-carrier-columns';
import { readLastFirst } from './last-first-names';
import { nameOrderOfHeader } from './name-order-header';
import { overfullRowProblem, overfullRows } from './overfull-rows';
import { flaggedStatus, rosterNameCell } from './roster-name-flags';
import { isAppointmentRow, writingNumberOf } from './pending-appointments';
import { rowAddressColumns } from './roster-address-set';
import { findAgentListHeader, NO_AGENT_LIST_HEADER } from './roster-header';
import { RepeatedNpns } from './repeated-npns';
import { oneLineAddress, rosterEmail, stateCode, zipCode } from './roster-values';
import { COUNT_LINE_PATTERN, PAGE_FURNITURE_PATTERN } from './report-line-words';
import type { AgentListField } from './roster-synonyms';
import { cellText, npnDigits, parseBirthDate, type Cell } from './values';

/**
 * One person's row of an agent list. A null field is one the row does not give (no such column, or
 * a blank cell): an update leaves the stored value alone, and a new person gets the default (status
 * active, role Agent, type Individual, comp level 100, NPN not verified). `name` is the row's own
 * display name, for a new person and for messages.
 */
export type AgentListRecord = {
  rowNumber: number;
  npn: string;
  name: string;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  businessName: string | null;
  type: string | null;
  gender: string | null;
  agencyName: string | null;
  phone: string | null;
  email: string | null;
  dateOfBirth: string | null;
  compLevel: number | null;
  uplineName: string | null;
  uplineNPN: string | null;
  status: string | null;
  npnVerified: boolean | null;
  solicitingFor: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  role: string | null;
  /**
   * Set when the status is about appointments, not the person as a whole (the list reads a status
   * per appointment): it is then written to the person's records with no carrier only
   * (appointment-statuses.ts says why and how the person's is chosen).
   */
  statusByAppointment?: true;
};

/**
 * A producer appointed at a carrier (appointment lists: one row per producer and carrier; or a
 * column per carrier, `column` its header); `name` as the row writes it.
 */
export type AgentAppointment = {
  rowNumber: number;
  npn: string;
  name: string;
  carrierName: string;
  /** Null on a pending appointment: the carrier issues the number on approval (pending-appointments.ts). */
  writingNumber: string | null;
  column?: string;
  /**
   * The appointment's own status, when the list gives one per appointment (an "Appointment Status"
   * beside a Carrier column; null for a blank cell): it goes to the person's record at that carrier.
   */
  status?: TAgentStatus | null;
};

/**
 * `appointments` by the Carrier column (at most one a row), `byColumn` by the carriers' own columns;
 * `notes` what the list gave that was not recorded, said once for the list rather than on every row.
 */
export type ParsedAgentList = {
  records: AgentListRecord[];
  appointments: AgentAppointment[];
  byColumn: AgentAppointment[];
  errors: string[];
  notes: string[];
  recordsProcessed: number;
};

/**
 * An NPN by the one NPN rule (readNpn, the forms' and the API's too): a number cell, or text with
 * spaces around it, a ".0" or thousands separators a spreadsheet added. Anything else throws the
 * row's error, never stored: "1.99E+07" is Excel's shortening of some NPN near 19,900,000, and
 * taking it would match or rename whoever holds that text.
 */
function npnOf(cell: Cell, label: string): string | null {
  const text = cellText(cell);
  if (!text) return null;
  const npn = npnDigits(cell);
  if (npn) return npn;
  throw new Error(`the ${label} ${npnProblem(text)}`);
}

/**
 * A list's closing line, no one's row: "Total agents: 6", "Total: 6", "Record Count: 6", "120 records",
 * "Page 2 of 3", "End of Report", in one or two cells (the first often the NPN column's) and no NPN. It was a
 * "no NPN" row error under the list.
 */
function isRosterFooter(row: readonly Cell[], npnColumn: number | undefined): boolean {
  // An NPN in its column is someone's row, whatever else it says.
  if (npnColumn !== undefined && /^\d{1,10}$/.test(cellText(row[npnColumn] ?? null).replace(/[\s-]/g, '')))
    return false;
  const filled = row.map((cell) => cellText(cell)).filter((text) => text !== '');
  if (filled.length === 0 || filled.length > 2) return false;
  const text = filled.join(' ');
  return (
    PAGE_FURNITURE_PATTERN.test(text) ||
    (/\d/.test(text) && (/\btotals?\b/i.test(text) || COUNT_LINE_PATTERN.test(text)))
  );
}

/**
 * An agent list (the 22 Import Agents columns or an agency system's words for them, any order, any
 * case, on one header row or a group row over a field row): one record per person, an appointment
 * per row that names a carrier and a writing number (or, pending, its status), and every other row a
 * "Row N: why" error.
 */
export function parseAgentListTable(
  rows: Cell[][],
  saved: TRosterLayout | null = null,
  { delimited = false }: { delimited?: boolean } = {},
): ParsedAgentList {
  const header = findAgentListHeader(rows, saved);
  if (!header) throw badRequest(NO_AGENT_LIST_HEADER);
  const { at, rows: headerRows, columns, addressLine2 } = header;
  // "Producer Name (Last First)": its comma-less names are written family name first (SMITH JOHN A).
  const fullNameColumn = columns.get('fullName');
  const lastFirst = fullNameColumn !== undefined && nameOrderOfHeader(header.headers[fullNameColumn]) === 'last-first';
  const splitWhole = (whole: string) => splitFullName((lastFirst && readLastFirst(whole)) || whole);
  // No Upline column but one per level above the agent ("Upline 1", "Upline 2"): the direct one, as the rows tell.
  const levels = columns.has('uplineName') || columns.has('uplineNPN') ? [] : uplineLevelColumns(header.headers);
  const identity: RowIdentity = (row) => {
    const text = (field: AgentListField) => cellText(row[columns.get(field) ?? -1] ?? null);
    const [first, last, whole] = [text('firstName'), text('lastName'), text('fullName')].map(
      (cell) => rosterNameCell(cell) ?? '',
    ) as [string, string, string];
    const both = first !== '' && last !== '';
    return [
      text('npn'),
      whole,
      whole.includes(',') ? wholeName(splitFullName(whole)) : '',
      both ? `${first} ${last}` : '',
      both ? `${last}, ${first}` : '',
    ];
  };
  const direction = levels.length ? directUplineLevel(rows.slice(at + headerRows), levels, identity) : null;
  if (levels.length && !direction) throw badRequest(unclearLevelsProblem(header.headers, levels));
  const overfull = delimited ? overfullRows(rows, at + headerRows - 1, at + headerRows) : null;
  const npns = new RepeatedNpns();
  // Each NPN as its first good row wrote it: a later row with more or fewer leading zeros is the
  // same person (a repeat, or an appointment), never a second one.
  const npnForms = new Map<string, string>();
  const records: AgentListRecord[] = [];
  const appointments: AgentAppointment[] = [];
  const errors: string[] = [];
  const codes: RowCodes[] = [];
  // "Americo Writing #", "AmAm Agent #": a column of one carrier's writing numbers.
  const read = new Set([...columns.values(), ...(addressLine2 === undefined ? [] : [addressLine2])]);
  const carrierColumns = carrierNumberColumns(header.headers, read);
  // The person's status and each appointment's, from one column or two (appointment-statuses.ts).
  const statuses = statusColumns(header.headers, columns);
  const statusAt = (row: readonly Cell[], column: number | undefined) =>
    column === undefined ? null : readAgentEnum('status', cellText(row[column] ?? null));
  const byColumn: AgentAppointment[] = [];
  let uncarried = 0;
  let recordsProcessed = 0;
  for (let i = at + headerRows; i < rows.length; i++) {
    const row = rows[i] ?? [];
    if (row.every((cell) => cellText(cell) === '')) continue;
    if (isRosterFooter(row, columns.get('npn'))) continue;
    recordsProcessed += 1;
    // A row that leaves the list's (business) address blank gives another whole, if any (its resident state).
    const other = rowAddressColumns((c) => cellText(row[c] ?? null) !== '', columns, header.otherAddresses ?? []);
    const get = (field: AgentListField): Cell => {
      const column = (other ?? columns).get(field);
      return column === undefined ? null : row[column];
    };
    const text = (field: AgentListField) => cellText(get(field)) || null;
    try {
      if (overfull?.rows.has(i)) throw new Error(overfullRowProblem(row, overfull.width));
      const written = npnOf(get('npn'), 'NPN');
      if (!written) throw new Error('no NPN');
      const npn = npnForms.get(npnKey(written)) ?? written;
      const levelUpline = direction ? directUplineOf(row, levels, direction) : null;
      const uplineNPN = npnOf(levelUpline ? levelUpline.npn : get('uplineNPN'), 'Upline NPN');
      const compText = cellText(get('compLevel'));
      const compLevel = compText === '' ? null : Number(compText.replace(/%$/, ''));
      if (compLevel !== null && (!Number.isInteger(compLevel) || compLevel < 0 || compLevel > 100)) {
        throw new Error(`Comp Level "${compText}" is not a whole number from 0 to 100`);
      }
      const email = rosterEmail(cellText(get('email')));
      const dobCell = get('dateOfBirth');
      const dateOfBirth = cellText(dobCell) ? parseBirthDate(dobCell) : null;
      if (cellText(dobCell) && !dateOfBirth) throw new Error(`DoB "${cellText(dobCell)}" is not a date`);
      if (dateOfBirth && isFutureDay(dateOfBirth)) {
        throw new Error(`DoB "${cellText(dobCell)}": a date of birth cannot be in the future`);
      }
      // Name parts where the list has them; else the whole name of one column, split into them,
      // unless it is a business's: the row says so ("Firm"), or the name ends in a company form
      // ("Lone Star Brokerage, Inc.", never the person "Inc. Lone Star Brokerage").
      // A status flag in a name cell ("SMITH, JOHN (TERM)") is read off it (roster-name-flags.ts).
      const given = rosterNameCell(text('firstName'));
      const family = rosterNameCell(text('lastName'));
      const whole = given || family ? null : rosterNameCell(text('fullName'));
      const typed = readAgentEnum('type', cellText(get('type')));
      const form = whole ? companyFormOf(whole) : null;
      if (form && typed === 'Individual') {
        throw new Error(`Name "${whole}" ends in "${form}", a business's, but Type says Individual: check the row`);
      }
      const type = form ? 'Business' : typed;
      // A Business's whole name beside a Business Name column is its contact's, split as a person's.
      const firm = form || (type === 'Business' && !columns.has('businessName')) ? whole : null;
      const parts = whole && !firm ? splitWhole(whole) : null;
      const firstName = parts ? parts.firstName : given;
      const lastName = parts ? parts.lastName : family;
      const middleName = parts ? parts.middleName : rosterNameCell(text('middleName'));
      const suffix = parts?.suffix || rosterNameCell(text('suffix'));
      const businessName = text('businessName') ?? firm;
      // A numeric hierarchy level ("2", "Level 2", "L2", "Tier 2") says how deep, not which role:
      // only worded roles are read (a level gives no role, so a stored one stays).
      const roleText = cellText(get('role'));
      const role = /^(?:level|lvl|tier|l)?\s*\d+$/i.test(roleText) ? null : readAgentEnum('role', roleText);
      const verified = readAgentEnum('npnVerified', cellText(get('npnVerified')));
      // No status of the person's own: the row's is its appointment's (the person's is chosen from all of them).
      const byAppointment = statuses.appointment !== undefined && statuses.person === undefined;
      // A TERM flag in the row's name is its status where no Status cell gives one, never over one.
      const flagged = flaggedStatus(NAME_FIELDS.map((field) => text(field)));
      const appointmentStatus = statusAt(row, statuses.appointment) ?? (byAppointment ? flagged : null);
      const record: AgentListRecord = {
        rowNumber: i + 1,
        npn,
        name: wholeName({ firstName, middleName, lastName, suffix: suffix || null }) || businessName || npn,
        firstName,
        middleName,
        lastName,
        suffix: suffix || null,
        businessName,
        type,
        gender: readAgentEnum('gender', cellText(get('gender'))),
        agencyName: text('agencyName'),
        phone: text('phone'),
        email,
        dateOfBirth,
        compLevel,
        uplineName: rosterUplineName(levelUpline ? levelUpline.name : text('uplineName')),
        uplineNPN,
        status: byAppointment ? appointmentStatus : (statusAt(row, statuses.person) ?? flagged),
        npnVerified: verified === null ? null : verified === 'Verified',
        solicitingFor: text('solicitingFor'),
        address: oneLineAddress(
          text('address'),
          addressLine2 === undefined || other ? null : cellText(row[addressLine2]),
        ),
        city: text('city'),
        state: stateCode(text('state')),
        zipcode: zipCode(get('zipcode')),
        role,
        ...(byAppointment ? { statusByAppointment: true as const } : {}),
      };
      // Nothing of a row is kept until all of it reads: a bad cell leaves its appointment out too.
      const carrierName = text('carrierName');
      const writingNumber = writingNumberOf(text('writingNumber'));
      const status = statuses.appointment === undefined ? undefined : appointmentStatus;
      const appointment =
        carrierName && isAppointmentRow({ carrierName, writingNumber, status })
          ? {
              rowNumber: i + 1,
              npn,
              name: record.name,
              carrierName,
              writingNumber,
              ...(status === undefined ? {} : { status }),
            }
          : null;
      const use = npns.take({ rowNumber: i + 1, npn, name: record.name, carrierName: appointment && carrierName });
      if (!npnForms.has(npnKey(npn))) npnForms.set(npnKey(npn), npn);
      if (use === 'person') records.push(record);
      if (appointment) appointments.push(appointment);
      for (const number of carrierColumnNumbers(row, carrierColumns)) {
        byColumn.push({ rowNumber: i + 1, npn, name: record.name, ...number });
      }
      if (writingNumber && !columns.has('carrierName')) uncarried += 1;
      // The person is used; only the number, with no carrier to record it at, is not.
      else if (writingNumber && !carrierName) {
        errors.push(
          `Row ${i + 1}: writing number ${writingNumber} names no carrier (its Carrier cell is blank); it was not recorded`,
        );
      }
      const own = [text('agentCode'), writingNumber].filter((code): code is string => code !== null);
      codes.push({ record, own, upline: text('uplineCode') });
    } catch (error) {
      errors.push(`Row ${i + 1}: ${error instanceof Error ? error.message : 'cannot be read'}`);
    }
  }
  // "Upline ID: A100": the NPN of the list's row whose Agent ID (or writing number) is A100.
  linkUplinesByCode(codes);
  const writingHeader = header.headers[columns.get('writingNumber') ?? -1] ?? '';
  const notes = uncarried > 0 ? [noCarrierNote(writingHeader, uncarried)] : [];
  return { records, appointments, byColumn, errors, notes, recordsProcessed };
}

/** The cells that give the row's own name, where a status flag may be written (roster-name-flags.ts). */
const NAME_FIELDS: readonly AgentListField[] = ['fullName', 'firstName', 'middleName', 'lastName', 'suffix'];
