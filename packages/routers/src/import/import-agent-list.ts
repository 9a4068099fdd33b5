import type { TAgentListResult } from '@agentledger/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { badRequest, failureReason } from '../errors';
import { recordRefusedUpload } from '../file-upload/record-refusal';
import { getRosterLayout } from '../report-layout/roster-layout';
import { parseAgentListTable } from './agent-list-parser';
import { applyAppointments } from './apply-appointments';
import { lockAgentListImport, withRetries, type LockOptions } from './import-lock';
import { readUploadedTable } from './read-file';

export type AgentListResult = TAgentListResult;

const COLUMNS = `npn text, name text, "firstName" text, "middleName" text, "lastName" text, "businessName" text,
  type text, gender text, "agencyName" text, phone text, email text, "dateOfBirth" date, "compLevel" int,
  "uplineName" text, "uplineNPN" text, status text, "npnVerified" boolean, "solicitingFor" text, address text, city text,
  state text, zipcode text, role text, "rowNumber" int`;

/**
 * An agent list, upserted by NPN in one transaction: people already known (any of their records)
 * are updated, new people get a record with no carrier. Bad rows are skipped and reported.
 */
export async function importAgentList(
  db: Kysely<DB>,
  upload: { filename: string; data: Buffer },
  options: LockOptions = {},
): Promise<AgentListResult> {
  try {
    return await applyAgentList(db, upload, options);
  } catch (error) {
    // Every upload is listed, a refused one as failed with its reason (nothing of it was applied).
    await recordRefusedUpload(db, {
      filename: upload.filename,
      carrierId: null,
      kind: 'agent_list',
      reason: `Nothing was applied: ${failureReason(error)}`,
    });
    throw error;
  }
}

async function applyAgentList(
  db: Kysely<DB>,
  upload: { filename: string; data: Buffer },
  options: LockOptions,
): Promise<AgentListResult> {
  const table = await readUploadedTable(upload.filename, upload.data, ['csv', 'xlsx', 'xls']);
  const parsed = parseAgentListTable(table, await getRosterLayout(db));
  if (parsed.recordsProcessed === 0) throw badRequest('The agent list has no data rows');
  const payload = JSON.stringify(parsed.records);
  return withRetries(() =>
    db.transaction().execute(async (trx) => {
      await lockAgentListImport(trx, options);
      await sql.raw(`create temp table agent_list_rows (${COLUMNS}) on commit drop`).execute(trx);
      // The parser gives one record per NPN (a repeat is a row error); the first row stays the rule here.
      await sql`insert into agent_list_rows
      select distinct on (npn) * from jsonb_to_recordset(${payload}::jsonb) as x(${sql.raw(COLUMNS)})
      order by npn, "rowNumber"`.execute(trx);
      const updated = await sql`update agents a set
        name = s.name, first_name = s."firstName", middle_name = s."middleName", last_name = s."lastName",
        business_name = s."businessName", type = s.type, gender = s.gender, agency_name = s."agencyName",
        phone = s.phone, email = s.email, date_of_birth = s."dateOfBirth", comp_level = s."compLevel",
        upline = s."uplineName", upline_id = s."uplineNPN", status = s.status, npn_verified = s."npnVerified",
        soliciting_for = s."solicitingFor", address = s.address, city = s.city, state = s.state, zipcode = s.zipcode,
        role = s.role, updated_at = now()
      from agent_list_rows s where a.npn = s.npn
      returning a.npn`.execute(trx);
      const inserted = await sql`insert into agents (name, npn, first_name, middle_name, last_name, business_name, type,
        gender, agency_name, phone, email, date_of_birth, comp_level, upline, upline_id, status, npn_verified,
        soliciting_for, address, city, state, zipcode, role)
      select s.name, s.npn, s."firstName", s."middleName", s."lastName", s."businessName", s.type, s.gender,
        s."agencyName", s.phone, s.email, s."dateOfBirth", s."compLevel", s."uplineName", s."uplineNPN", s.status,
        s."npnVerified", s."solicitingFor", s.address, s.city, s.state, s.zipcode, s.role
      from agent_list_rows s where not exists (select 1 from agents a where a.npn = s.npn)
      returning id`.execute(trx);
      const updatedPeople = new Set(updated.rows.map((r) => (r as { npn: string }).npn)).size;
      const appointed = await applyAppointments(trx, parsed.appointments);
      const result = {
        imported: inserted.rows.length,
        updated: updatedPeople,
        writingNumbers: appointed.recorded,
        errors: [...parsed.errors, ...appointed.errors],
      };
      await trx
        .insertInto('file_uploads')
        .values({
          filename: upload.filename.slice(0, 255),
          kind: 'agent_list',
          records_processed: parsed.recordsProcessed,
          records_imported: result.imported + result.updated,
          status: 'success',
          summary: JSON.stringify({
            imported: result.imported,
            updated: result.updated,
            writingNumbers: result.writingNumbers,
            errors: result.errors.length,
          }),
        })
        .execute();
      return result;
    }),
  );
}
