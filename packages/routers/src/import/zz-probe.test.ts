import { it } from 'vitest';
import { readUploadedSheets } from './read-file';
import { parseReportSheets } from './report-parser';
const today = new Date(2026, 10, 29);
it('probe', async () => {
  const rows = [
    ['A100', 'SMITH, JOHN', '2026-10-03T00:00:00Z', '1,234.56'],
    ['A101', 'SMITH JR, JOHN', '3-Oct-2026', 'USD 12.00'],
    ['A102', 'DOE, JANE, III', '10/3/26', '1,234.56'],
    ['A103', "O'NEIL, PAT", '20261003', '$ 12'],
    ['A104', 'NGUYEN, VAN-ANH', 'Oct 3 2026', '12.00 DR'],
    ['A105', 'García, María', '03.10.2026', '-$12.00'],
    ['A106', 'LEE, AL', '2026/10/03', '$(12.00)'],
    ['A107', 'KIM, BO', '10-03-2026', '12.00-'],
    ['A108', 'PARK, CY', 'October 3, 2026', '12.00 CR'],
    ['A109', 'WU, DI', '3 October 2026', '€12.00'],
    ['A110', 'HO, ED', '10/03/2026 14:22', '0'],
    ['A111', 'ZHU, FI', '45934', '12.5'],
    ['A112', 'MA, GU', 'N/A', '12'],
    ['A113', 'LI, HA', '', '1e3'],
    ['A114', 'XU, IV', '10/03/2026', '$1,234'],
    ['A115', 'YU, JO', '10/03/2026', '12.345'],
  ];
  const csv = ['Writing Number,Agent Name,Chargeback Date,Balance Due', ...rows.map((r) => r.map((c) => (/[,"]/.test(c) ? `"${c}"` : c)).join(','))].join('\n');
  const sheets = await readUploadedSheets('s.csv', Buffer.from(csv), ['csv']);
  const parsed = parseReportSheets(sheets, today);
  for (const r of parsed.records) console.log('REC', r.rowNumber, r.writingNumber, r.name, r.amountCents, r.ageDays);
  for (const p of parsed.problems) console.log('PROB', p.rowNumber, p.writingNumber, p.reason);
  console.log('ERR', JSON.stringify(parsed.errors.filter((e) => !parsed.problems.some((p) => p.rowNumber === e.rowNumber))));
});
