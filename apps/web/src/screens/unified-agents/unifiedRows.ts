import { fileDate, type CsvCell } from '@agentledger/schema';

export type CarrierDebt = {
  carrierId: number;
  carrierCode: string;
  carrierName: string;
  agentRecordId: number | null;
  agentId: string | null;
  amount: number;
  status: string | null;
};

export type UnifiedRow = {
  name: string;
  npn: string | null;
  email: string | null;
  phone: string | null;
  upline: string | null;
  uplineId: string | null;
  status: string;
  totalDebt: number;
  activeCarriers: number;
  agentIds: readonly string[];
  createdAt: string;
  updatedAt: string;
  carrierDebts: readonly CarrierDebt[];
};

export type UnifiedFilter = { search: string; status: 'all' | 'active' | 'terminated' };

/** SPEC section 2: search by name, NPN, e-mail or upline (case-insensitive substring), status All/Active/Terminated. */
export function filterUnified<R extends UnifiedRow>(rows: readonly R[], filter: UnifiedFilter): R[] {
  const needle = filter.search.trim().toLowerCase();
  return rows.filter((row) => {
    if (filter.status !== 'all' && row.status.toLowerCase() !== filter.status) return false;
    if (!needle) return true;
    return [row.name, row.npn, row.email, row.upline].some((v) => v?.toLowerCase().includes(needle));
  });
}

/** The person's entry for one carrier, if they have a record or a debt there. */
export function carrierDebtOf(row: UnifiedRow, carrierId: number): CarrierDebt | undefined {
  return row.carrierDebts.find((d) => d.carrierId === carrierId);
}

// Money as "0.00" text, as SPEC shows it; a credit stays a number so the formula guard leaves its sign alone.
const money = (amount: number): CsvCell => (amount < 0 ? amount : amount.toFixed(2));
const day = (iso: string) => fileDate(new Date(iso));

/**
 * The unified CSV: 8 person columns, an agent-id/debt/status group per carrier (19 columns with
 * the three default carriers), then the created and updated dates.
 */
export function unifiedCsv(rows: readonly UnifiedRow[], carriers: readonly { id: number; code: string }[]) {
  const header = [
    'Agent Name',
    'NPN',
    'Email',
    'Phone',
    'Upline',
    'Status',
    'Total Debt',
    'Active Carriers',
    ...carriers.flatMap((c) => [`${c.code} Agent ID`, `${c.code} Debt`, `${c.code} Status`]),
    'Created At',
    'Updated At',
  ];
  const body = rows.map((row) => [
    row.name,
    row.npn ?? '',
    row.email ?? '',
    row.phone ?? '',
    row.upline ?? '',
    row.status,
    money(row.totalDebt),
    row.activeCarriers,
    ...carriers.flatMap((c) => {
      const entry = carrierDebtOf(row, c.id);
      return entry
        ? [entry.agentId ?? '', money(entry.amount), entry.status ?? 'No Record']
        : ['', money(0), 'No Record'];
    }),
    day(row.createdAt),
    day(row.updatedAt),
  ]);
  return { header, rows: body };
}
