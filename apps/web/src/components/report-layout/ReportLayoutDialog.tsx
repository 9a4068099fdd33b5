import { Button, Dialog, Field, Stack, Text } from '@chakra-ui/react';
import { pickedReportExtensions, REPORT_FIELD_LABELS, REPORT_FIELDS } from '@agentledger/schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { AppDialog } from '../dialog/AppDialog';
import { DialogAlert } from '../dialog/DialogAlert';
import { DialogFooterActions } from '../dialog/DialogFooterActions';
import { ProblemText } from '../dialog/ProblemText';
import { describeUploadResult, type ReportUploadResult } from '../upload/uploadResult';
import { useUploadFile } from '../upload/useUploadFile';
import { FieldSelects } from './FieldSelects';
import { draftProblem, headersOf, initialDraft, layoutInput, type LayoutDraft } from './layoutDraft';
import { LayoutPreview } from './LayoutPreview';
import { LayoutSettings } from './LayoutSettings';
import { useReportInspection } from './useReportInspection';

type Carrier = { id: number; name: string; acceptsPdf: boolean };

/** The balance first: it is the one field every report needs. */
const REPORT_FIELD_ORDER = ['amount', ...REPORT_FIELDS.filter((field) => field !== 'amount')] as const;
type ReportLayoutDialogProps = {
  carrier: Carrier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A report that was refused: mapped, then read again with the new layout, as a preview. */
  file?: File | null;
  /** The preview of the refused report, read with the saved layout (shown for Apply or Discard). */
  onPreview?: (uploadId: number) => void;
};

/**
 * 'Report layout': staff map a carrier's report once — the sheet, the header row, which column
 * holds which field, the sign — and the carrier's later reports with that header import by
 * themselves. Opened from a refused upload (with its file) or from Companies (with a sample file).
 */
export function ReportLayoutDialog({
  carrier,
  open,
  onOpenChange,
  file: refusedFile = null,
  onPreview,
}: ReportLayoutDialogProps) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const [file, setFile] = useState<File | null>(refusedFile);
  const [draft, setDraft] = useState<LayoutDraft | null>(null);
  const { inspection, error, loading } = useReportInspection(carrier.id, open ? file : null);
  const saved = useQuery(trpc.reportLayout.find.queryOptions({ id: carrier.id }, { enabled: open }));
  const { upload, pending: importing } = useUploadFile<ReportUploadResult>(
    `/api/upload/${carrier.id}?preview=true`,
    'Upload failed',
  );

  useEffect(() => {
    if (open) setFile(refusedFile);
  }, [open, refusedFile]);
  useEffect(() => setDraft(inspection ? initialDraft(inspection) : null), [inspection]);

  const invalidate = () => afterWrite('layouts');
  const save = useMutation(trpc.reportLayout.save.mutationOptions({ onSuccess: invalidate }));
  const forget = useMutation(
    trpc.reportLayout.delete.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        notifySuccess('Layout forgotten', `${carrier.name} reports are read by detection again`);
      },
      onError: (e) => notifyError('Failed to forget the layout', errorMessage(e, 'Please try again')),
    }),
  );

  const sheet = inspection && draft ? inspection.sheets[draft.sheetIndex] : undefined;
  const headers = inspection && draft ? headersOf(inspection, draft) : [];
  const problem = draft ? draftProblem(draft) : null;
  const update = (change: Partial<LayoutDraft>) =>
    setDraft((current) => (current ? { ...current, ...change } : current));

  async function saveLayout() {
    if (!inspection || !draft || problem) return;
    try {
      await save.mutateAsync({ id: carrier.id, ...layoutInput(inspection, draft) });
    } catch (failure) {
      notifyError('Failed to save the layout', errorMessage(failure, 'Please try again'));
      return;
    }
    if (refusedFile && file === refusedFile) {
      const result = await upload(refusedFile);
      if (result) {
        notifySuccess('Layout saved and report read', describeUploadResult(result));
        onPreview?.(result.uploadId);
      }
    } else notifySuccess('Layout saved', `${carrier.name} reports with this header will import by themselves`);
    onOpenChange(false);
  }

  return (
    <AppDialog
      title={`${carrier.name} report layout`}
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      scrollBehavior="inside"
      hideCloseButton
      footer={
        <DialogFooterActions
          onDismiss={() => onOpenChange(false)}
          extra={
            saved.data && (
              <Button
                variant="outline"
                colorPalette="red"
                loading={forget.isPending}
                onClick={() => forget.mutate({ id: carrier.id })}
              >
                Forget saved layout
              </Button>
            )
          }
        >
          <Button
            colorPalette="blue"
            disabled={!draft || !!problem}
            loading={save.isPending || importing}
            onClick={() => void saveLayout()}
          >
            {refusedFile && file === refusedFile ? 'Save layout and read the report' : 'Save layout'}
          </Button>
        </DialogFooterActions>
      }
    >
      <Dialog.Body>
        <Stack gap="4">
          {saved.data && (
            <Text fontSize="sm" data-testid="saved-layout">
              Saved layout: header row {saved.data.headerRow}
              {saved.data.sheet ? ` of sheet "${saved.data.sheet}"` : ''}, balance owed in "{saved.data.columns.amount}"
              {saved.data.nameOrder === 'detect'
                ? ''
                : saved.data.nameOrder === 'last-first'
                  ? ', names Last First'
                  : ', names First Last'}
              .
            </Text>
          )}
          <Field.Root>
            <Field.Label>Sample report</Field.Label>
            <input
              type="file"
              aria-label="Sample report"
              accept={pickedReportExtensions(carrier.acceptsPdf)
                .map((extension) => `.${extension}`)
                .join(',')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Field.HelperText>
              {file ? file.name : 'Choose a report from this carrier to map its columns.'}
            </Field.HelperText>
          </Field.Root>
          {loading && <Text color="fg.muted">Reading the report…</Text>}
          {error && <DialogAlert status="error">{error}</DialogAlert>}
          {inspection?.problem && <DialogAlert status="warning">{inspection.problem}</DialogAlert>}
          {inspection && draft && (
            <>
              <LayoutSettings sheets={inspection.sheets} draft={draft} onChange={update} />
              <LayoutPreview rows={sheet?.rows ?? []} headerRow={draft.headerRow} headerRows={draft.headerRows} />
              <FieldSelects
                fields={REPORT_FIELD_ORDER}
                labels={REPORT_FIELD_LABELS}
                required={['amount']}
                headers={headers}
                columns={draft.columns}
                onChange={(field, header) => update({ columns: { ...draft.columns, [field]: header } })}
              />
              {problem && <ProblemText>{problem}</ProblemText>}
            </>
          )}
        </Stack>
      </Dialog.Body>
    </AppDialog>
  );
}
