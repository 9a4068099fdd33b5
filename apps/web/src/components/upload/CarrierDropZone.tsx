import { Box, Button, Icon, Stack, Text } from '@chakra-ui/react';
import { allowedReportExtensions, fileExtension, invalidReportTypeHint } from '@agentledger/schema';
import { useRef, useState, type DragEvent } from 'react';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useUploadFile } from './useUploadFile';

type Carrier = { id: number; name: string; acceptsPdf: boolean };
type UploadResult = { recordsProcessed: number; recordsImported: number; errors?: string[] };

/** One carrier's drop zone: drag-and-drop (first file only) or 'Upload File'; type checked before sending. */
export function CarrierDropZone({ carrier }: { carrier: Carrier }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { upload, pending } = useUploadFile<UploadResult>(`/api/upload/${carrier.id}`, 'Upload failed');
  const allowed = allowedReportExtensions(carrier.acceptsPdf);

  async function send(file: File | undefined) {
    if (!file) return;
    if (!allowed.includes(fileExtension(file.name))) {
      notifyError('Invalid file type', invalidReportTypeHint(carrier.acceptsPdf));
      return;
    }
    const result = await upload(file);
    if (result) {
      notifySuccess(
        'Upload successful',
        `Processed ${result.recordsProcessed} records, imported ${result.recordsImported}`,
      );
    }
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
    </Box>
  );
}
