import {
  AGING_RANGES,
  fileDate,
  moneyCell,
  plainCell,
  toCsv,
  type CsvCell,
  type TReportFormat,
  type TReportName,
} from '@agentledger/schema';
import type { Kysely } from 'kysely';
import * as XLSX from 'xlsx';
import type { DB } from '../db/types';
import { agingReport, exposureReport, terminatedReport, trendReport } from './service';

export type ReportTable = { title: string; header: string[]; rows: CsvCell[][] };

/** Each report as one flat table: what both the CSV and the .xlsx files contain. */
export async function reportTable(db: Kysely<DB>, name: TReportName): Promise<ReportTable> {
  switch (name) {
    case 'aging': {
      const report = await agingReport(db);
      const header = [
        'Carrier',
        'Code',
        ...AGING_RANGES.flatMap((r) => [`${r.label} agents`, `${r.label} amount`]),
        'Total agents',
        'Total amount',
      ];
      const line = (
        carrier: string,
        code: string,
        cells: { agents: number; amount: number }[],
        total: (typeof cells)[0],
      ) => [
        carrier,
        code,
        ...cells.flatMap((c) => [c.agents, moneyCell(c.amount)]),
        total.agents,
        moneyCell(total.amount),
      ];
      return {
        title: 'Aging',
        header,
        rows: [
          ...report.rows.map((r) => line(r.carrierName, r.carrierCode, r.cells, r.total)),
          line('Total', '', report.totals.cells, report.totals.total),
        ],
      };
    }
    case 'exposure': {
      const rows = await exposureReport(db);
      return {
        title: 'Hierarchy exposure',
        header: ['Upline', 'NPN', 'Direct reports', 'Downline agents', 'Downline debt', 'Own debt'],
        rows: rows.map((r) => [
          r.name,
          r.npn,
          r.directReports,
          r.downlineAgents,
          moneyCell(r.exposure),
          moneyCell(r.ownDebt),
        ]),
      };
    }
    case 'terminated': {
      const rows = await terminatedReport(db);
      return {
        title: 'Terminated with balances',
        header: ['Agent', 'Agent ID', 'NPN', 'E-mail', 'Carrier', 'Amount', 'Debt age (days)', 'Oldest debt'],
        rows: rows.map((r) => [
          r.name,
          r.agentNumber,
          r.npn,
          r.email,
          r.carrierName,
          moneyCell(r.amount),
          r.debtAge,
          r.oldestDebtOn,
        ]),
      };
    }
    case 'trend': {
      const rows = await trendReport(db);
      return {
        title: 'Trend',
        header: ['Uploaded at', 'Carrier', 'Code', 'Total outstanding', 'Change', 'File'],
        rows: rows.map((r) => [
          r.uploadedAt,
          r.carrierName,
          r.carrierCode,
          moneyCell(r.totalOutstanding),
          moneyCell(r.change),
          r.filename,
        ]),
      };
    }
  }
}

export type ReportFile = { filename: string; contentType: string; body: Buffer };

/** A report as a download: formula-safe CSV, or an .xlsx workbook of one sheet (text cells stay text). */
export async function exportReport(db: Kysely<DB>, name: TReportName, format: TReportFormat): Promise<ReportFile> {
  const table = await reportTable(db, name);
  const filename = `${name}-report-${fileDate()}.${format}`;
  if (format === 'csv') {
    return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(toCsv(table.header, table.rows)) };
  }
  const sheet = XLSX.utils.aoa_to_sheet([
    table.header,
    ...table.rows.map((row) => row.map((cell) => plainCell(cell) ?? null)),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, table.title.slice(0, 31));
  const body = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
