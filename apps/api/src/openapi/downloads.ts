import {
  AGENT_EXPORT_COLUMNS,
  AGENT_SORT_KEYS,
  AGENT_STATUSES,
  DEBT_AGE_RANGES,
  DEBT_SORT_KEYS,
  DEBT_STATUSES,
  REPORT_FORMATS,
  REPORT_NAMES,
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
  paths['/debts/export.csv'] = {
    get: {
      operationId: 'debts-export-csv',
      tags: ['Debts'],
      summary:
        'Download the debts as CSV (the Database Viewer Debts tab: ID, Agent, Carrier, Amount, Age (days), Status, ' +
        'Notes, Created), filtered and ordered as GET /debts, streamed',
      parameters: DEBT_EXPORT_PARAMETERS,
      responses: {
        '200': {
          description: 'The debts the filters keep (Content-Disposition: attachment; filename="debts-YYYY-MM-DD.csv")',
          headers: {
            'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } },
          },
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
  };
  paths['/agents/export.csv'] = {
    get: {
      operationId: 'agents-export-csv',
      tags: ['Agents'],
      summary:
        "Download the agent records as CSV (the dashboard's export: Name, AgentId, Carrier, Status, TotalDebt, " +
        'DebtAge, Upline, NPN, Email, Phone), filtered and ordered as GET /agents, streamed',
      parameters: AGENT_EXPORT_PARAMETERS,
      responses: {
        '200': {
          description:
            'The records the filters keep (Content-Disposition: attachment; filename="agents-YYYY-MM-DD.csv")',
          headers: {
            'Content-Disposition': { description: 'attachment; filename="…"', schema: { type: 'string' } },
          },
          content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
  };
  return paths;
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
