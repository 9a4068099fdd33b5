import { appRouter } from '@agentledger/routers';
import { generateOpenApiDocument } from 'trpc-to-openapi';

const multipartFile = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { file: { type: 'string' as const, format: 'binary' } },
        required: ['file'],
      },
    },
  },
};

/** The OpenAPI document of every REST route: the routers' procedures plus the multipart uploads. */
export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'AgentLedger API',
    description: 'Agents, carriers, debts, writing numbers, templates and imports. JSON bodies, bare JSON responses.',
    version: '1.0.0',
    baseUrl: '/api',
  });
  document.paths = {
    ...document.paths,
    '/upload/{carrierId}': {
      post: {
        tags: ['Imports'],
        summary: "Import a carrier's debt report (CSV, .xlsx, .xls; PDF where the carrier accepts it)",
        description:
          'Applied at once unless preview=true: then everything is read, matched and computed, nothing is applied, ' +
          'and the upload is kept as a draft for POST /file-uploads/{id}/apply or /discard.',
        parameters: [
          { name: 'carrierId', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'preview', in: 'query', required: false, schema: { type: 'boolean' } },
        ],
        requestBody: multipartFile,
        responses: {
          '200': {
            description:
              'uploadId, status (success or draft), recordsProcessed, recordsImported, errors, changes, layout, ' +
              'people (largest changes), reviewCount, review',
          },
          '409': { description: 'Another import of the carrier is running' },
          '400': { description: 'Bad file or carrier' },
          '413': { description: 'File too large' },
        },
      },
    },
    '/upload/{carrierId}/inspect': {
      post: {
        tags: ['Imports'],
        summary:
          "Read a carrier's report without importing it, to map its layout: the first rows of each sheet, what detection found or why it could not, the saved layout",
        parameters: [{ name: 'carrierId', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: multipartFile,
        responses: {
          '200': { description: 'sheets (name, first rows), detected (or null), problem (or null), saved (or null)' },
          '400': { description: 'Bad file' },
          '404': { description: 'Unknown carrier' },
        },
      },
    },
    '/import-agents/inspect': {
      post: {
        tags: ['Imports'],
        summary:
          'Read an agent list without importing it, to map its columns: its first rows, the header found (or why not), the saved layout',
        requestBody: multipartFile,
        responses: {
          '200': { description: 'rows, detected (or null), problem (or null), saved (or null)' },
          '400': { description: 'Bad file' },
        },
      },
    },
    '/import-agents': {
      post: {
        tags: ['Imports'],
        summary: 'Import an agent list (CSV, .xlsx, .xls)',
        requestBody: multipartFile,
        responses: { '200': { description: 'imported, updated, errors' }, '400': { description: 'Bad file' } },
      },
    },
  };
  return document;
}
