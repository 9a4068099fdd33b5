import { ZAgentListResult, ZCarrierReportResult, ZReportInspection, ZRosterInspection } from '@agentledger/schema';
import type { generateOpenApiDocument } from 'trpc-to-openapi';
import type { z } from 'zod';

/** The `paths` option of generateOpenApiDocument: zod schemas in it are converted as the procedures' are. */
type ZodPaths = NonNullable<Parameters<typeof generateOpenApiDocument>[1]['paths']>;

const multipartFile = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: {
          file: { type: 'string' as const, format: 'binary', description: 'The file, in a field named "file"' },
        },
        required: ['file'],
      },
    },
  },
};

const carrierId = {
  name: 'carrierId',
  in: 'path' as const,
  required: true,
  schema: { type: 'integer' as const, minimum: 1, maximum: 2147483647 },
};

const ok = (description: string, schema: z.ZodType) => ({
  '200': { description, content: { 'application/json': { schema } } },
});

/**
 * The multipart upload routes (uploads.ts), which are not procedures: their 200 bodies are the
 * import services' own result schemas. Errors, security and Idempotency-Key are added with every
 * other operation's (see document.ts).
 */
export const uploadPaths: ZodPaths = {
  '/upload/{carrierId}': {
    post: {
      operationId: 'upload-carrierReport',
      tags: ['Imports'],
      summary: "Import a carrier's debt report (CSV or .txt, .xlsx, .xls; PDF where the carrier accepts it)",
      description:
        'Applied at once unless preview=true: then everything is read, matched and computed, nothing is applied, ' +
        'and the upload is kept as a draft for POST /file-uploads/{id}/apply or /discard.',
      parameters: [carrierId, { name: 'preview', in: 'query', required: false, schema: { type: 'boolean' } }],
      requestBody: multipartFile,
      responses: ok(
        'uploadId, status (success or draft), recordsProcessed, recordsImported, errors, changes, layout, people (largest changes), reviewCount, review',
        ZCarrierReportResult,
      ),
    },
  },
  '/upload/{carrierId}/inspect': {
    post: {
      operationId: 'upload-inspectCarrierReport',
      tags: ['Imports'],
      summary:
        "Read a carrier's report without importing it, to map its layout: the first rows of each sheet, what detection found or why it could not, the saved layout",
      parameters: [carrierId],
      requestBody: multipartFile,
      responses: ok(
        'sheets (name, first rows), detected (or null), problem (or null), saved (or null)',
        ZReportInspection,
      ),
    },
  },
  '/import-agents/inspect': {
    post: {
      operationId: 'upload-inspectAgentList',
      tags: ['Imports'],
      summary:
        'Read an agent list without importing it, to map its columns: its first rows, the header found (or why not), the saved layout',
      requestBody: multipartFile,
      responses: ok('rows, detected (or null), problem (or null), saved (or null)', ZRosterInspection),
    },
  },
  '/import-agents': {
    post: {
      operationId: 'upload-agentList',
      tags: ['Imports'],
      summary: 'Import an agent list (CSV or .txt, .xlsx, .xls)',
      requestBody: multipartFile,
      responses: ok('imported, updated, writingNumbers, errors', ZAgentListResult),
    },
  },
};
