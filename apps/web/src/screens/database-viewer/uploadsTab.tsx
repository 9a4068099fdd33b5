import { Badge, Stack, Text } from '@chakra-ui/react';
import { FILE_UPLOAD_SORT_KEYS, type TFileUploadRow } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import { useServerTable } from '../../components/display/useServerTable';
import { RowActionButton } from '../../components/table/RowActionButton';
import { downloadFromServer, exportPath } from '../../lib/download';
import { serverOrder } from '../../lib/sortRows';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import type { ViewerTab } from './viewerTab';
import { ViewerToolbar } from './ViewerToolbar';

const time = (iso: string) => new Date(iso).toLocaleString('en-US');

/** SPEC: success, or anything else a failure; a preview, an undone and a discarded upload say so. */
const UPLOAD_STATUS: Record<string, { label: string; palette: string }> = {
  success: { label: 'success', palette: 'green' },
  draft: { label: 'preview', palette: 'blue' },
  undone: { label: 'undone', palette: 'orange' },
  discarded: { label: 'discarded', palette: 'gray' },
};

function reviewCountOf(upload: TFileUploadRow): number {
  const summary = upload.summary as { reviewCount?: unknown } | null;
  return typeof summary?.reviewCount === 'number' ? summary.reviewCount : 0;
}

/** Why an upload failed, as the server recorded it; null for one that did not fail. */
function failureReason(upload: TFileUploadRow): string | null {
  if (UPLOAD_STATUS[upload.status]) return null;
  return upload.error ?? 'No reason was recorded';
}

/** The reason as the narrow Status cell shows it: the failure badge already says nothing was applied. */
const shortReason = (reason: string) => reason.replace(/^Nothing was applied: /, '');

/** The File Uploads tab's columns; a carrier report opens its detail (changes, review, Apply/Discard or Undo). */
function uploadColumns(onOpen: (upload: TFileUploadRow) => void): ServerColumn<TFileUploadRow>[] {
  return [
    { key: 'id', sortKey: 'id', header: 'ID', width: '70px', render: (u) => u.id },
    { key: 'file', sortKey: 'filename', header: 'Filename', render: (u) => u.filename },
    // An agent list has no carrier: the screen says so, the file leaves the cell empty.
    { key: 'carrier', sortKey: 'carrier', header: 'Carrier', render: (u) => u.carrierName ?? 'Agent list' },
    {
      key: 'records',
      sortKey: 'records',
      header: 'Records Processed',
      width: '150px',
      align: 'end',
      render: (u) => u.recordsProcessed,
    },
    {
      key: 'status',
      sortKey: 'status',
      header: 'Status',
      width: '230px',
      // A failure says why under its badge, on one line (the whole reason in Details and on hover).
      render: (u) => {
        const status = UPLOAD_STATUS[u.status] ?? { label: 'failure', palette: 'red' };
        const reason = failureReason(u);
        return (
          <Stack gap="0" align="start" minW="0">
            <Badge colorPalette={status.palette}>{status.label}</Badge>
            {reason && (
              <Text fontSize="xs" lineHeight="1rem" color="red.700" truncate maxW="210px" title={reason}>
                {shortReason(reason)}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'uploaded',
      sortKey: 'uploadedAt',
      header: 'Uploaded At',
      width: '190px',
      render: (u) => time(u.uploadedAt),
    },
    {
      key: 'open',
      header: '',
      width: '120px',
      render: (u) => {
        // A failed upload of either kind opens its detail with the reason; an agent list that worked has none.
        if (u.kind !== 'carrier_report' && !failureReason(u)) return null;
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
  ];
}

/**
 * The Database Viewer's File Uploads tab (issue 15): the server searches (file or carrier name)
 * and sorts the uploads and sends the rows in view; the export streams the same rows. Its count
 * is of every upload, before the search.
 */
export function useUploadsTab(onOpen: (upload: TFileUploadRow) => void): ViewerTab {
  const trpc = useTRPC();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText).trim();
  const columns = uploadColumns(onOpen);
  const { table, query } = useServerTable(
    columns,
    (sort, sortKey) => ({ ...(search ? { search } : {}), ...serverOrder(FILE_UPLOAD_SORT_KEYS, sort, sortKey) }),
    (asked, offset, limit) => trpc.fileUpload.window.queryOptions({ ...asked, offset, limit }),
  );
  const all = useQuery(trpc.fileUpload.window.queryOptions({ limit: 1 }));
  return {
    label: 'File Uploads',
    rowCount: table.window.total ?? 0,
    total: all.data?.total ?? 0,
    toolbar: (
      <ViewerToolbar
        search={searchText}
        onSearch={setSearchText}
        searchLabel="Search file uploads"
        placeholder="Search by file or carrier name..."
        shown={table.window.total ?? 0}
        total={all.data?.total ?? 0}
        noun="uploads"
      >
        {null}
      </ViewerToolbar>
    ),
    table: (
      <ServerTable
        label="File Uploads"
        table={table}
        columns={columns}
        rowKey={(u) => u.id}
        emptyText={
          all.data?.total === 0
            ? 'No file uploads found. Upload carrier reports to see them here.'
            : 'No uploads match the search.'
        }
      />
    ),
    download: () => downloadFromServer(exportPath('/api/file-uploads/export.csv', query), 'file-uploads.csv'),
  };
}
