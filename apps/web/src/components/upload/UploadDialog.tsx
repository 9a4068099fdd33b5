import { Button, Dialog, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { AppDialog } from '../dialog/AppDialog';
import { DialogAlert } from '../dialog/DialogAlert';
import { DialogFooterActions } from '../dialog/DialogFooterActions';
import { ConfirmDialog } from '../display/ConfirmDialog';
import { ReviewRows } from './ReviewRows';
import { summaryOf, UploadOutcome, UploadStatusBadge } from './UploadOutcome';
import { describeUploadResult } from './uploadResult';
import { useRefreshImportData } from './useRefreshImportData';

type UploadDialogProps = { uploadId: number | null; onClose: () => void };

/**
 * One carrier report upload: as a preview (Apply / Discard), or after it was applied (Undo while it
 * is the carrier's latest). Shows what changed or would change, the rows to review and row errors.
 * Opened after every upload and from File Uploads.
 */
export function UploadDialog({ uploadId, onClose }: UploadDialogProps) {
  const trpc = useTRPC();
  const refresh = useRefreshImportData();
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const detail = useQuery(trpc.fileUpload.get.queryOptions({ id: uploadId ?? 0 }, { enabled: uploadId !== null }));
  const done = async () => {
    await refresh();
  };
  const apply = useMutation(
    trpc.fileUpload.applyDraft.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess('Upload successful', describeUploadResult(result));
        await done();
      },
      onError: (e) => notifyError('Could not apply the upload', errorMessage(e, 'Please try again')),
    }),
  );
  const discard = useMutation(
    trpc.fileUpload.discard.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Upload discarded', 'Nothing of it was applied');
        await done();
        onClose();
      },
      onError: (e) => notifyError('Could not discard the upload', errorMessage(e, 'Please try again')),
    }),
  );
  const undo = useMutation(
    trpc.fileUpload.undo.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Upload undone', 'Every balance it changed is back to what it was');
        await done();
      },
      onError: (e) => notifyError('Could not undo the upload', errorMessage(e, 'Please try again')),
      onSettled: () => setConfirmingUndo(false),
    }),
  );

  const upload = detail.data;
  const summary = upload ? summaryOf(upload) : null;
  const id = uploadId ?? 0;
  // A preview is applied or discarded; an applied upload is undone while it is the carrier's latest.
  const sideActions = (
    <>
      {upload?.status === 'draft' && (
        <>
          <Button variant="outline" loading={discard.isPending} onClick={() => discard.mutate({ id })}>
            Discard
          </Button>
          <Button colorPalette="blue" loading={apply.isPending} onClick={() => apply.mutate({ id })}>
            Apply
          </Button>
        </>
      )}
      {upload?.canUndo && (
        <Button colorPalette="red" variant="outline" onClick={() => setConfirmingUndo(true)}>
          Undo upload
        </Button>
      )}
    </>
  );
  return (
    <>
      <AppDialog
        title={upload ? upload.filename : 'Upload'}
        open={uploadId !== null}
        onOpenChange={(open) => !open && onClose()}
        size="xl"
        scrollBehavior="inside"
        footer={
          <DialogFooterActions dismissLabel="Close" dismissVariant="ghost" onDismiss={onClose} extra={sideActions} />
        }
      >
        <Dialog.Body>
          {!upload && <Skeleton height="240px" />}
          {upload && (
            <Stack gap="4">
              <HStack gap="2" wrap="wrap">
                <UploadStatusBadge status={upload.status} />
                <Text fontSize="sm" color="fg.muted">
                  {upload.recordsProcessed} records read, {upload.recordsImported}{' '}
                  {upload.status === 'draft' ? 'would be imported' : 'imported'}
                </Text>
              </HStack>
              {upload.error && (
                <DialogAlert status={upload.status === 'failed' ? 'error' : 'warning'}>
                  {upload.status === 'failed' ? `Why it failed: ${upload.error}` : upload.error}
                </DialogAlert>
              )}
              {summary && <UploadOutcome summary={summary} people={upload.people} />}
              <ReviewRows rows={upload.review} />
            </Stack>
          )}
        </Dialog.Body>
      </AppDialog>
      <ConfirmDialog
        open={confirmingUndo}
        title="Undo upload"
        message="Undo this upload? Every balance, date and writing number it changed goes back to what it was before, and the agent records it created are removed."
        confirmLabel="Undo upload"
        pending={undo.isPending}
        onConfirm={() => undo.mutate({ id })}
        onCancel={() => setConfirmingUndo(false)}
      />
    </>
  );
}
