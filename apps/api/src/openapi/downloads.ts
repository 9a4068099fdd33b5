import { REPORT_FORMATS, REPORT_NAMES } from '@agentledger/schema';

const MEDIA_TYPES: Record<(typeof REPORT_FORMATS)[number], string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The report downloads of report-export.ts: GET /reports/{name}.{csv|xlsx}, a file to save. */
export function downloadPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of REPORT_NAMES) {
    for (const format of REPORT_FORMATS) {
      paths[`/reports/${name}.${format}`] = {
        get: {
          operationId: `report-${name}-${format}`,
          tags: ['Reports'],
          summary: `Download the ${name} report as ${format === 'csv' ? 'CSV' : 'an Excel workbook (.xlsx)'}`,
          responses: {
            '200': {
              description: `The ${name} report (Content-Disposition: attachment with its file name)`,
              headers: {
                'Content-Disposition': {
                  description: 'attachment; filename="…"',
                  schema: { type: 'string' },
                },
              },
              content: { [MEDIA_TYPES[format]]: { schema: { type: 'string', format: 'binary' } } },
            },
          },
        },
      };
    }
  }
  return paths;
}
