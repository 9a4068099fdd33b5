import {
  AGENT_EXPORT_COLUMNS,
  AGENT_SORT_KEYS,
  AGENT_STATUSES,
  DEBT_AGE_RANGES,
  DEBT_SORT_KEYS,
  DEBT_STATUSES,
  EMAIL_HISTORY_SORT_KEYS,
  FILE_UPLOAD_SORT_KEYS,
  REPORT_FORMATS,
  REPORT_NAMES,
  UNIFIED_SORT_KEYS,
} from '@agentledger/schema';

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
  paths['/debts/export.csv'] = csvExport({
    operationId: 'debts-export-csv',
    tag: 'Debts',
    summary:
      'Download the debts as CSV (the Database Viewer Debts tab: ID, Agent, Carrier, Amount, Age (days), Status, ' +
      'Notes, Created), filtered and ordered as GET /debts, streamed',
    kept: 'The debts the filters keep',
    file: 'debts-YYYY-MM-DD.csv',
    parameters: DEBT_EXPORT_PARAMETERS,
  });
  paths['/agents/export.csv'] = csvExport({
    operationId: 'agents-export-csv',
    tag: 'Agents',
    summary:
      "Download the agent records as CSV (the dashboard's export: Name, AgentId, Carrier, Status, TotalDebt, " +
      "DebtAge, Upline, NPN, Email, Phone; with columns=database the Database Viewer's columns, as " +
      'agent-records-YYYY-MM-DD.csv), filtered and ordered as GET /agents, streamed',
    kept: 'The records the filters keep',
    file: 'agents-YYYY-MM-DD.csv',
    parameters: AGENT_EXPORT_PARAMETERS,
  });
  paths['/unified-agents/export.csv'] = csvExport({
    operationId: 'unified-agents-export-csv',
    tag: 'Agents',
    summary:
      'Download the people as CSV (the Unified Agents export: name, NPN, e-mail, phone, upline, status, total debt, ' +
      'active carriers, agent ID, debt and status per carrier, created and updated; everyone without filters), ' +
      'filtered and ordered as GET /unified-agents, streamed; X-Total-Count: the people in the file',
    kept: 'The people the filters keep',
    file: 'unified_agents_export_YYYY-MM-DD.csv',
    parameters: UNIFIED_EXPORT_PARAMETERS,
  });
  paths['/email-history/export.csv'] = csvExport({
    operationId: 'email-history-export-csv',
    tag: 'Email',
    summary:
      'Download the notices as CSV (the Database Viewer Email History tab: ID, Agent, Subject, Template, Status, ' +
      'Sent At), newest first unless sorted, streamed',
    kept: 'The notices the filters keep',
    file: 'email-history-YYYY-MM-DD.csv',
    parameters: EMAIL_HISTORY_EXPORT_PARAMETERS,
  });
  paths['/file-uploads/export.csv'] = csvExport({
    operationId: 'file-uploads-export-csv',
    tag: 'Imports',
    summary:
      'Download the uploads as CSV (the Database Viewer File Uploads tab: ID, Filename, Carrier, Records Processed, ' +
      'Status, Uploaded At), newest first unless sorted, streamed',
    kept: 'The uploads the search keeps',
    file: 'file-uploads-YYYY-MM-DD.csv',
    parameters: FILE_UPLOAD_EXPORT_PARAMETERS,
  });
  return paths;
}

/** A streamed CSV download of a list, with the list's filters as its query. */
function csvExport(spec: {
  operationId: string;
  tag: string;
  summary: string;
  kept: string;
  file: string;
  parameters: Record<string, unknown>[];
}) {
  return {
    get: {
      operationId: spec.operationId,
      tags: [spec.tag],
      summary: spec.summary,
      parameters: spec.parameters,
      responses: {
        '200': {
          description: `${spec.kept} (Content-Disposition: attachment; filename="${spec.file}")`,
          headers: {
            'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } },
          },
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
  };
}

const query = (name: string, description: string, schema: Record<string, unknown>) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

const DEBT_EXPORT_PARAMETERS = [
  query('search', "A part of the agent's name, the debt's id or its notes (any case)", {
    type: 'string',
    maxLength: 200,
  }),
  query('agentId', 'Only this agent record', { type: 'integer', minimum: 1 }),
  query('carrierId', 'Only this carrier', { type: 'integer', minimum: 1 }),
  query('status', 'Only this status', { type: 'string', enum: [...DEBT_STATUSES] }),
  query('ageRange', 'Only this age range', { type: 'string', enum: DEBT_AGE_RANGES.map((r) => r.key) }),
  query('sort', 'The column to order by (then by id)', { type: 'string', enum: [...DEBT_SORT_KEYS] }),
  query('order', 'asc (the default) or desc', { type: 'string', enum: ['asc', 'desc'] }),
];

const AGENT_EXPORT_PARAMETERS = [
  query(
    'search',
    'A part of the name, agent id, e-mail, NPN, upline or a writing number (any case), a whole name, or the record id',
    {
      type: 'string',
      maxLength: 500,
    },
  ),
  query('carrierId', 'Only records linked to this carrier (their own or by a writing number)', {
    type: 'integer',
    minimum: 1,
  }),
  query('status', 'Only this status', { type: 'string', enum: [...AGENT_STATUSES] }),
  query('npn', 'Only this NPN', { type: 'string', maxLength: 200 }),
  query('updatedSince', 'Only records changed at or after this date or ISO 8601 moment', { type: 'string' }),
  query('sort', 'The column to order by (then by id)', { type: 'string', enum: [...AGENT_SORT_KEYS] }),
  query('order', 'asc (the default) or desc', { type: 'string', enum: ['asc', 'desc'] }),
  query(
    'columns',
    "dashboard (the default: the dashboard's ten columns) or database (the Database Viewer's: ID, Name, Carrier, " +
      'Status, Email, Phone, NPN, Upline, Created)',
    { type: 'string', enum: [...AGENT_EXPORT_COLUMNS] },
  ),
];

const ORDER_PARAMETER = query('order', 'asc (the default) or desc', { type: 'string', enum: ['asc', 'desc'] });

const EMAIL_HISTORY_EXPORT_PARAMETERS = [
  query('search', "A part of the agent's name, the subject or the address (any case), or the notice's id", {
    type: 'string',
    maxLength: 500,
  }),
  query('status', 'Only this delivery status', { type: 'string', enum: ['sent', 'outbox', 'failed', 'skipped'] }),
  query('sort', 'The column to order by (then newest first)', { type: 'string', enum: [...EMAIL_HISTORY_SORT_KEYS] }),
  ORDER_PARAMETER,
];

const FILE_UPLOAD_EXPORT_PARAMETERS = [
  query('search', "A part of the file's or its carrier's name (any case), or the upload's id", {
    type: 'string',
    maxLength: 500,
  }),
  query('sort', 'The column to order by (then newest first)', { type: 'string', enum: [...FILE_UPLOAD_SORT_KEYS] }),
  ORDER_PARAMETER,
];

const UNIFIED_EXPORT_PARAMETERS = [
  query('search', 'People with a record the agent search finds (name, agent id, e-mail, NPN, upline, writing number)', {
    type: 'string',
    maxLength: 500,
  }),
  query('status', 'Only people of this status (active if any of their records is)', {
    type: 'string',
    enum: [...AGENT_STATUSES],
  }),
  query('carrierId', 'Only people with a record linked to this carrier', { type: 'integer', minimum: 1 }),
  query('sort', 'The column to order by (by name without one)', { type: 'string', enum: [...UNIFIED_SORT_KEYS] }),
  ORDER_PARAMETER,
];
