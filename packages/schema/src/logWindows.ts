import { z } from 'zod';
import { sortKeyOf, ZSortOrder } from './enums';
import { ZEmailHistory } from './emailHistory';
import { ZFileUpload } from './fileUpload';

/** The most rows one window of a log may ask for. */
const LOG_WINDOW_MAX = 500;
const ZWindowFields = {
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(LOG_WINDOW_MAX).default(100),
};
const ZSearch = z.string().max(500, 'is too long').optional();

/** What the Email History tab may be ordered by (newest first without one). */
export const EMAIL_HISTORY_SORT_KEYS = ['id', 'agent', 'subject', 'template', 'status', 'sentAt'] as const;
export type EmailHistorySortKey = (typeof EMAIL_HISTORY_SORT_KEYS)[number];

/**
 * The Email History tab's filters: `search` a case-insensitive part of the agent's name, the
 * subject or the address it went to, or the notice's id; `status` one delivery status.
 */
const ZEmailHistoryFilterFields = {
  search: ZSearch,
  status: z
    .enum(['sent', 'outbox', 'failed', 'skipped'], { message: 'must be one of sent, outbox, failed, skipped' })
    .optional(),
  sort: sortKeyOf(EMAIL_HISTORY_SORT_KEYS),
  order: ZSortOrder,
};
/** GET /api/email-history/export.csv: the tab's filters and order, every row they keep. */
export const ZEmailHistoryExportInput = z.object(ZEmailHistoryFilterFields);
export type TEmailHistoryExportInput = z.infer<typeof ZEmailHistoryExportInput>;

export const ZEmailHistoryWindowInput = z.object({ ...ZEmailHistoryFilterFields, ...ZWindowFields });
export type TEmailHistoryWindowInput = z.input<typeof ZEmailHistoryWindowInput>;

/** A notice as the tab shows it: with its template's name. */
export const ZEmailHistoryRow = ZEmailHistory.extend({ templateName: z.string().nullable() });
export type TEmailHistoryRow = z.infer<typeof ZEmailHistoryRow>;
export const ZEmailHistoryWindow = z.object({ total: z.number().int(), rows: z.array(ZEmailHistoryRow) });
export type TEmailHistoryWindow = z.infer<typeof ZEmailHistoryWindow>;

/** What the File Uploads tab may be ordered by (newest first without one). */
export const FILE_UPLOAD_SORT_KEYS = ['id', 'filename', 'carrier', 'records', 'status', 'uploadedAt'] as const;
export type FileUploadSortKey = (typeof FILE_UPLOAD_SORT_KEYS)[number];

/** The File Uploads tab's filters: `search` a case-insensitive part of the file's name or its carrier's, or its id. */
const ZFileUploadFilterFields = {
  search: ZSearch,
  sort: sortKeyOf(FILE_UPLOAD_SORT_KEYS),
  order: ZSortOrder,
};
/** GET /api/file-uploads/export.csv: the tab's filters and order, every row they keep. */
export const ZFileUploadExportInput = z.object(ZFileUploadFilterFields);
export type TFileUploadExportInput = z.infer<typeof ZFileUploadExportInput>;

export const ZFileUploadWindowInput = z.object({ ...ZFileUploadFilterFields, ...ZWindowFields });
export type TFileUploadWindowInput = z.input<typeof ZFileUploadWindowInput>;

/** An upload as the tab shows it: with its carrier's name (null: an agent list). */
export const ZFileUploadRow = ZFileUpload.extend({ carrierName: z.string().nullable() });
export type TFileUploadRow = z.infer<typeof ZFileUploadRow>;
export const ZFileUploadWindow = z.object({ total: z.number().int(), rows: z.array(ZFileUploadRow) });
export type TFileUploadWindow = z.infer<typeof ZFileUploadWindow>;
