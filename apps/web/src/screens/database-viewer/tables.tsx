import { Badge, Button, Text } from '@chakra-ui/react';
import type { CsvCell } from '@agentledger/schema';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatusBadge } from '../../components/display/StatusBadge';
import type { Column } from '../../components/display/VirtualTable';
import type { RouterOutputs } from '../../lib/trpc';

export type Agent = RouterOutputs['agent']['list'][number];
export type Debt = RouterOutputs['debt']['list'][number];
export type Carrier = RouterOutputs['carrier']['list'][number];
export type EmailHistory = RouterOutputs['emailHistory']['list'][number];
export type FileUpload = RouterOutputs['fileUpload']['list'][number];

export type Lookups = {
  carrierName: (id: number | null) => string;
  agentName: (id: number | null) => string;
  templateName: (id: number | null) => string;
};

/** A table's columns and its CSV export: the same cells for screen and file. */
export type TabSpec<Row> = { columns: Column<Row>[]; header: string[]; csv: (row: Row) => CsvCell[] };

const na = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : value;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');
const time = (iso: string) => new Date(iso).toLocaleString('en-US');

export function agentTab(l: Lookups): TabSpec<Agent> {
  return {
    header: ['ID', 'Name', 'Carrier', 'Status', 'Email', 'Phone', 'NPN', 'Upline', 'Created'],
    csv: (a) => [
      a.id,
      a.name,
      a.carrierId ? l.carrierName(a.carrierId) : null,
      a.status,
      a.email,
      a.phone,
      a.npn,
      a.upline,
      a.createdAt,
    ],
    columns: [
      { key: 'id', header: 'ID', width: '70px', render: (a) => a.id },
      { key: 'name', header: 'Name', render: (a) => <Text fontWeight="medium">{a.name}</Text> },
      { key: 'carrier', header: 'Carrier', render: (a) => (a.carrierId ? l.carrierName(a.carrierId) : 'N/A') },
      { key: 'status', header: 'Status', width: '110px', render: (a) => <StatusBadge status={a.status} /> },
      { key: 'email', header: 'Email', render: (a) => na(a.email) },
      { key: 'phone', header: 'Phone', width: '140px', render: (a) => na(a.phone) },
      { key: 'npn', header: 'NPN', width: '110px', render: (a) => na(a.npn) },
      { key: 'upline', header: 'Upline', render: (a) => na(a.upline) },
      { key: 'created', header: 'Created', width: '110px', render: (a) => day(a.createdAt) },
    ],
  };
}

export function debtTab(l: Lookups): TabSpec<Debt> {
  return {
    header: ['ID', 'Agent', 'Carrier', 'Amount', 'Age (days)', 'Status', 'Notes', 'Created'],
    csv: (d) => [
      d.id,
      l.agentName(d.agentId),
      l.carrierName(d.carrierId),
      d.amount,
      d.debtAge,
      d.status,
      d.notes,
      d.createdAt,
    ],
    columns: [
      { key: 'id', header: 'ID', width: '70px', render: (d) => d.id },
      { key: 'agent', header: 'Agent', render: (d) => l.agentName(d.agentId) },
      { key: 'carrier', header: 'Carrier', render: (d) => l.carrierName(d.carrierId) },
      {
        key: 'amount',
        header: 'Amount',
        width: '130px',
        align: 'end',
        render: (d) => <DebtAmount amount={d.amount} paid={d.status === 'paid'} />,
      },
      { key: 'age', header: 'Age (days)', width: '100px', align: 'end', render: (d) => d.debtAge },
      {
        key: 'status',
        header: 'Status',
        width: '120px',
        render: (d) => (
          <Badge
            colorPalette={d.status === 'outstanding' ? 'red' : d.status === 'paid' ? 'green' : 'gray'}
            variant={d.status === 'outstanding' ? 'solid' : 'subtle'}
          >
            {d.status}
          </Badge>
        ),
      },
      { key: 'notes', header: 'Notes', render: (d) => na(d.notes) },
      { key: 'created', header: 'Created', width: '110px', render: (d) => day(d.createdAt) },
    ],
  };
}

export function carrierTab(): TabSpec<Carrier> {
  return {
    header: ['ID', 'Name', 'Code', 'Status', 'Created'],
    csv: (c) => [c.id, c.name, c.code, c.active ? 'Active' : 'Inactive', c.createdAt],
    columns: [
      { key: 'id', header: 'ID', width: '70px', render: (c) => c.id },
      { key: 'name', header: 'Name', render: (c) => c.name },
      { key: 'code', header: 'Code', render: (c) => <Badge variant="outline">{c.code}</Badge> },
      {
        key: 'status',
        header: 'Status',
        render: (c) => <Badge colorPalette={c.active ? 'green' : 'gray'}>{c.active ? 'Active' : 'Inactive'}</Badge>,
      },
      { key: 'created', header: 'Created', render: (c) => day(c.createdAt) },
    ],
  };
}

export function historyTab(l: Lookups): TabSpec<EmailHistory> {
  return {
    header: ['ID', 'Agent', 'Subject', 'Template', 'Status', 'Sent At'],
    csv: (h) => [h.id, l.agentName(h.agentId), h.subject, l.templateName(h.templateId), h.status, h.sentAt],
    columns: [
      { key: 'id', header: 'ID', width: '70px', render: (h) => h.id },
      { key: 'agent', header: 'Agent', render: (h) => l.agentName(h.agentId) },
      { key: 'subject', header: 'Subject', render: (h) => h.subject },
      { key: 'template', header: 'Template', render: (h) => l.templateName(h.templateId) },
      { key: 'status', header: 'Status', width: '110px', render: (h) => <StatusBadge status={h.status} /> },
      { key: 'sent', header: 'Sent At', width: '190px', render: (h) => time(h.sentAt) },
    ],
  };
}

/** SPEC: success, or anything else a failure; a preview, an undone and a discarded upload say so. */
const UPLOAD_STATUS: Record<string, { label: string; palette: string }> = {
  success: { label: 'success', palette: 'green' },
  draft: { label: 'preview', palette: 'blue' },
  undone: { label: 'undone', palette: 'orange' },
  discarded: { label: 'discarded', palette: 'gray' },
};

function reviewCountOf(upload: FileUpload): number {
  const summary = upload.summary as { reviewCount?: unknown } | null;
  return typeof summary?.reviewCount === 'number' ? summary.reviewCount : 0;
}

/** File Uploads; a carrier report opens its detail (changes, review, Apply/Discard or Undo) with `onOpen`. */
export function uploadTab(l: Lookups, onOpen: (upload: FileUpload) => void): TabSpec<FileUpload> {
  return {
    header: ['ID', 'Filename', 'Carrier', 'Records Processed', 'Status', 'Uploaded At'],
    csv: (u) => [
      u.id,
      u.filename,
      u.carrierId ? l.carrierName(u.carrierId) : null,
      u.recordsProcessed,
      u.status,
      u.uploadedAt,
    ],
    columns: [
      { key: 'id', header: 'ID', width: '70px', render: (u) => u.id },
      { key: 'file', header: 'Filename', render: (u) => u.filename },
      { key: 'carrier', header: 'Carrier', render: (u) => (u.carrierId ? l.carrierName(u.carrierId) : 'Agent list') },
      { key: 'records', header: 'Records Processed', width: '150px', align: 'end', render: (u) => u.recordsProcessed },
      {
        key: 'status',
        header: 'Status',
        width: '110px',
        render: (u) => {
          const status = UPLOAD_STATUS[u.status] ?? { label: 'failure', palette: 'red' };
          return <Badge colorPalette={status.palette}>{status.label}</Badge>;
        },
      },
      { key: 'uploaded', header: 'Uploaded At', width: '190px', render: (u) => time(u.uploadedAt) },
      {
        key: 'open',
        header: '',
        width: '120px',
        render: (u) => {
          if (u.kind !== 'carrier_report' || u.status === 'failed') return null;
          const review = u.status === 'success' || u.status === 'draft' ? reviewCountOf(u) : 0;
          return (
            <Button
              size="xs"
              variant="outline"
              colorPalette={review ? 'orange' : 'gray'}
              aria-label={`Details of upload ${u.id}`}
              onClick={() => onOpen(u)}
            >
              {review ? `Review ${review}` : 'Details'}
            </Button>
          );
        },
      },
    ],
  };
}
