import { Box, Button, Icon, Stack, Text } from '@chakra-ui/react';
import { pickedReportExtensions, fileExtension, invalidReportTypeHint } from '@agentledger/schema';
import { useRef, useState, type DragEvent } from 'react';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { dismissNotifications, notifyError } from '../../lib/notify';
import { ReportLayoutDialog } from '../report-layout/ReportLayoutDialog';
import { UploadDialog } from './UploadDialog';
import { needsLayoutMapping, type ReportUploadResult } from './uploadResult';
import { useUploadFile } from './useUploadFile';

type Carrier = { id: number; name: string; acceptsPdf: boolean };

/** A drop zone's height: the dashboard's placeholder for the zones has it too (no layout shift). */
export const DROP_ZONE_HEIGHT = '177px';

/** One carrier's drop zone: drag-and-drop (first file only) or 'Upload File'; type checked before sending. */
export function CarrierDropZone({ carrier }: { carrier: Carrier }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // A report the product could not read by itself: offered for mapping, then imported.
  const [unread, setUnread] = useState<File | null>(null);
  const sending = useRef<File | null>(null);
  // Every upload is first a preview: what it would change, with Apply and Discard.
  const [shown, setShown] = useState<number | null>(null);
  const { upload, pending } = useUploadFile<ReportUploadResult>(
    `/api/upload/${carrier.id}?preview=true`,
    'Upload failed',
    (message) => {
      if (!needsLayoutMapping(message)) return;
      // The mapping dialog says why and shows the file: the error toast would only cover it.
      dismissNotifications();
      setUnread(sending.current);
    },
  );
  const allowed = pickedReportExtensions(carrier.acceptsPdf);

  async function send(file: File | undefined) {
    if (!file) return;
    if (!allowed.includes(fileExtension(file.name))) {
      notifyError('Invalid file type', invalidReportTypeHint(carrier.acceptsPdf));
      return;
    }
    sending.current = file;
    const result = await upload(file);
    if (result) setShown(result.uploadId);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  }

  return (
    <Box
      data-testid={`drop-zone-${carrier.id}`}
      data-dragging={dragging || undefined}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'blue.500' : 'border'}
      bg={dragging ? 'blue.50' : 'bg'}
      borderRadius="lg"
      p="5"
      minH={DROP_ZONE_HEIGHT}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack align="center" gap="2" textAlign="center">
        <Icon as={LuFileSpreadsheet} boxSize="7" color="blue.500" />
        <Text fontWeight="semibold">{carrier.name} Reports</Text>
        <Text fontSize="sm" color="fg.muted">
          {carrier.acceptsPdf ? 'Upload CSV, Excel, or PDF files' : 'Upload CSV or Excel files'}
        </Text>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={`${carrier.name} report file`}
          accept={allowed.map((e) => `.${e}`).join(',')}
          onChange={(e) => {
            void send(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          size="sm"
          variant="outline"
          loading={pending}
          loadingText="Uploading..."
          onClick={() => input.current?.click()}
        >
          Upload File
        </Button>
      </Stack>
      <ReportLayoutDialog
        carrier={carrier}
        file={unread}
        open={unread !== null}
        onOpenChange={(open) => !open && setUnread(null)}
        onPreview={setShown}
      />
      <UploadDialog uploadId={shown} onClose={() => setShown(null)} />
    </Box>
  );
}
