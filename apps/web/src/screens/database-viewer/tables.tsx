import { Badge } from '@chakra-ui/react';
import { statusColumn } from '../../components/table/agentColumns';
import { RowActionButton } from '../../components/table/RowActionButton';
import type { RouterOutputs } from '../../lib/trpc';
import { idColumn, tabSpec, type TabSpec } from './tabSpec';
import { countColumn } from '../../components/table/countColumn';

export type Carrier = RouterOutputs['carrier']['list'][number];
export type EmailHistory = RouterOutputs['emailHistory']['list'][number];
export type FileUpload = RouterOutputs['fileUpload']['list'][number];

export type Lookups = {
  carrierName: (id: number | null) => string;
  templateName: (id: number | null) => string;
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');
const time = (iso: string) => new Date(iso).toLocaleString('en-US');

export function carrierTab(): TabSpec<Carrier> {
  const activity = (c: Carrier) => (c.active ? 'Active' : 'Inactive');
  return tabSpec({ label: 'Carriers', file: 'carriers', emptyText: 'No carriers found.' }, [
    idColumn(),
    { key: 'name', header: 'Name', render: (c) => c.name, csv: (c) => c.name },
    { key: 'code', header: 'Code', render: (c) => <Badge variant="outline">{c.code}</Badge>, csv: (c) => c.code },
    {
      key: 'status',
      header: 'Status',
      render: (c) => <Badge colorPalette={c.active ? 'green' : 'gray'}>{activity(c)}</Badge>,
      csv: activity,
    },
    { key: 'created', header: 'Created', render: (c) => day(c.createdAt), csv: (c) => c.createdAt },
  ]);
}

/** Who a notice went to: the agent's name now, or the record's id if it has since been deleted. */
const agentOf = (h: EmailHistory) => h.agentName ?? (h.agentId === null ? null : `Agent ${h.agentId}`);

export function historyTab(l: Lookups): TabSpec<EmailHistory> {
  const empty = 'No email history found. Start sending emails to see them here.';
  return tabSpec({ label: 'Email History', file: 'email-history', emptyText: empty }, [
    idColumn(),
    { key: 'agent', header: 'Agent', render: (h) => agentOf(h) ?? 'N/A', csv: agentOf },
    { key: 'subject', header: 'Subject', render: (h) => h.subject, csv: (h) => h.subject },
    {
      key: 'template',
      header: 'Template',
      render: (h) => l.templateName(h.templateId),
      csv: (h) => l.templateName(h.templateId),
    },
    { ...statusColumn('110px'), csv: (h) => h.status },
    { key: 'sent', header: 'Sent At', width: '190px', render: (h) => time(h.sentAt), csv: (h) => h.sentAt },
  ]);
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
  const empty = 'No file uploads found. Upload carrier reports to see them here.';
  // An agent list has no carrier: the screen says so, the file leaves the cell empty.
  const carrierOf = (u: FileUpload) => (u.carrierId ? l.carrierName(u.carrierId) : null);
  return tabSpec({ label: 'File Uploads', file: 'file-uploads', emptyText: empty }, [
    idColumn(),
    { key: 'file', header: 'Filename', render: (u) => u.filename, csv: (u) => u.filename },
    { key: 'carrier', header: 'Carrier', render: (u) => carrierOf(u) ?? 'Agent list', csv: carrierOf },
    {
      ...countColumn<FileUpload>('records', 'Records Processed', (u) => u.recordsProcessed),
      width: '150px',
      csv: (u) => u.recordsProcessed,
    },
    {
      key: 'status',
      header: 'Status',
      width: '110px',
      render: (u) => {
        const status = UPLOAD_STATUS[u.status] ?? { label: 'failure', palette: 'red' };
        return <Badge colorPalette={status.palette}>{status.label}</Badge>;
      },
      csv: (u) => u.status,
    },
    {
      key: 'uploaded',
      header: 'Uploaded At',
      width: '190px',
      render: (u) => time(u.uploadedAt),
      csv: (u) => u.uploadedAt,
    },
    {
      key: 'open',
      header: '',
      width: '120px',
      render: (u) => {
        if (u.kind !== 'carrier_report' || u.status === 'failed') return null;
        const review = u.status === 'success' || u.status === 'draft' ? reviewCountOf(u) : 0;
        return (
          <RowActionButton
            colorPalette={review ? 'orange' : 'gray'}
            aria-label={`Details of upload ${u.id}`}
            onClick={() => onOpen(u)}
          >
            {review ? `Review ${review}` : 'Details'}
          </RowActionButton>
        );
      },
    },
  ]);
}
