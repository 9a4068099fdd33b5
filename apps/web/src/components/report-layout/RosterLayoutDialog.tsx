import { Button, Dialog, Stack } from '@chakra-ui/react';
import { AGENT_LIST_FIELD_LABELS, AGENT_LIST_FIELDS, type TRosterInspection } from '@agentledger/schema';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch, errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { AppDialog } from '../dialog/AppDialog';
import { DialogAlert } from '../dialog/DialogAlert';
import { DialogFooterActions } from '../dialog/DialogFooterActions';
import { HeaderRowSelect } from './HeaderRowSelect';
import { ProblemText } from '../dialog/ProblemText';
import { FieldSelects } from './FieldSelects';
import { LayoutPreview } from './LayoutPreview';
import {
  initialRosterDraft,
  rosterDraftProblem,
  rosterHeaders,
  rosterLayoutInput,
  type RosterDraft,
} from './rosterDraft';

type RosterLayoutDialogProps = {
  file: File | null;
  onOpenChange: (open: boolean) => void;
  /** Imports the file again once its layout is saved. */
  onSaved: (file: File) => Promise<void>;
};

/** The NPN and the names first: the fields every agent list needs. */
const ORDER = [
  'npn',
  'firstName',
  'lastName',
  'fullName',
  ...AGENT_LIST_FIELDS.filter((f) => !['npn', 'firstName', 'lastName', 'fullName'].includes(f)),
] as const;

/**
 * 'Map columns' for an agent list the product could not read: the first rows, the header row, which
 * header holds which field. Saved as the agency's agent-list layout, then the list is imported;
 * later lists with that header import by themselves.
 */
export function RosterLayoutDialog({ file, onOpenChange, onSaved }: RosterLayoutDialogProps) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const [inspection, setInspection] = useState<TRosterInspection | null>(null);
  const [draft, setDraft] = useState<RosterDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(
    trpc.reportLayout.roster.save.mutationOptions({
      onSuccess: () => afterWrite('layouts'),
    }),
  );

  useEffect(() => {
    setInspection(null);
    setError(null);
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    apiFetch<TRosterInspection>('/api/import-agents/inspect', { method: 'POST', body })
      .then((result) => {
        setInspection(result);
        setDraft(initialRosterDraft(result));
      })
      .catch((failure: unknown) => setError(errorMessage(failure, 'The file could not be read')));
  }, [file]);

  const headers = inspection && draft ? rosterHeaders(inspection, draft) : [];
  const problem = draft ? rosterDraftProblem(draft) : null;

  async function saveAndImport() {
    if (!inspection || !draft || problem || !file) return;
    try {
      await save.mutateAsync(rosterLayoutInput(inspection, draft));
    } catch (failure) {
      notifyError('Failed to save the layout', errorMessage(failure, 'Please try again'));
      return;
    }
    notifySuccess('Layout saved', 'Agent lists with this header will import by themselves');
    onOpenChange(false);
    await onSaved(file);
  }

  return (
    <AppDialog
      title="Agent list columns"
      open={file !== null}
      onOpenChange={onOpenChange}
      size="xl"
      scrollBehavior="inside"
      hideCloseButton
      footer={
        <DialogFooterActions onDismiss={() => onOpenChange(false)}>
          <Button
            colorPalette="blue"
            disabled={!draft || !!problem}
            loading={save.isPending}
            onClick={() => void saveAndImport()}
          >
            Save layout and import
          </Button>
        </DialogFooterActions>
      }
    >
      <Dialog.Body>
        <Stack gap="4">
          {error && <DialogAlert status="error">{error}</DialogAlert>}
          {inspection?.problem && <DialogAlert status="warning">{inspection.problem}</DialogAlert>}
          {inspection && draft && (
            <>
              <HeaderRowSelect
                rowCount={inspection.rows.length}
                value={draft.headerRow}
                onChange={(headerRow) => setDraft({ ...draft, headerRow, columns: {} })}
                width="40"
              />
              <LayoutPreview rows={inspection.rows} headerRow={draft.headerRow} headerRows={draft.headerRows} />
              <FieldSelects
                fields={ORDER}
                labels={AGENT_LIST_FIELD_LABELS}
                required={['npn']}
                headers={headers}
                columns={draft.columns}
                onChange={(field, header) => setDraft({ ...draft, columns: { ...draft.columns, [field]: header } })}
              />
              {problem && <ProblemText>{problem}</ProblemText>}
            </>
          )}
        </Stack>
      </Dialog.Body>
    </AppDialog>
  );
}
