import {
  ZFileUploadWindow,
  ZFileUploadWindowInput,
  type TFileUploadRow,
  type TFileUploadWindow,
} from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/types';
import { protectedProcedure } from '../trpc';
import { toFileUpload } from './mapper';
import { countUploadRows, uploadRows, type FileUploadListRow } from './queries';

export const toFileUploadRow = (row: FileUploadListRow): TFileUploadRow => ({
  ...toFileUpload(row),
  carrierName: row.carrier_name,
});

/** The File Uploads tab's rows in view (issue 15): searched and sorted by the database, with the total. */
export async function fileUploadWindow(
  db: Kysely<DB>,
  input: z.output<typeof ZFileUploadWindowInput>,
): Promise<TFileUploadWindow> {
  const [{ rows }, total] = await Promise.all([uploadRows(input, input).execute(db), countUploadRows(db, input)]);
  return { total, rows: rows.map(toFileUploadRow) };
}

export const fileUploadWindowProcedure = protectedProcedure
  .input(ZFileUploadWindowInput)
  .output(ZFileUploadWindow)
  .query(({ ctx, input }) => fileUploadWindow(ctx.db, input));
