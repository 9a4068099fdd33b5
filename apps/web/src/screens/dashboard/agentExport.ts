import type { CsvCell } from '@agentledger/schema';

type ExportableAgent = {
  name: string;
  agentId: string | null;
  carrier: { name: string } | null;
  status: string;
  totalDebt: number;
  debtAge: number;
  upline: string | null;
  npn: string | null;
  email: string | null;
  phone: string | null;
};

/** SPEC section 2: the dashboard's agents-{date}.csv columns. */
export const AGENT_EXPORT_HEADER = [
  'Name',
  'AgentId',
  'Carrier',
  'Status',
  'TotalDebt',
  'DebtAge',
  'Upline',
  'NPN',
  'Email',
  'Phone',
];

export function agentExportRows(agents: readonly ExportableAgent[]): CsvCell[][] {
  return agents.map((a) => [
    a.name,
    a.agentId,
    a.carrier?.name ?? null,
    a.status,
    Number(a.totalDebt.toFixed(2)),
    a.debtAge,
    a.upline,
    a.npn,
    a.email,
    a.phone,
  ]);
}
