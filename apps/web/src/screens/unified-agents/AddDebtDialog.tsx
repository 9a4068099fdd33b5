import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/agent-dialogs/fields';
import { useRefreshAgentData } from '../../components/agent-dialogs/useRefreshAgentData';
import { AppDialog } from '../../components/dialog/AppDialog';
import { CarrierSelectField } from '../../components/dialog/CarrierSelectField';
import { DialogFooterActions } from '../../components/dialog/DialogFooterActions';
import { ProblemText } from '../../components/dialog/ProblemText';
import { useFormFields } from '../../components/dialog/useFormFields';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import {
  ADD_DEBT_STATUSES,
  addDebtProblem,
  EMPTY_ADD_DEBT,
  findOrCreateAgentRecord,
  type AddDebtForm,
  type DebtPerson,
} from './addDebt';

type AddDebtDialogProps = {
  person: DebtPerson | null;
  carriers: readonly { id: number; name: string; code: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const isNotFound = (error: unknown) => error instanceof TRPCClientError && error.data?.httpStatus === 404;

/** Adds a debt for a person with one carrier, creating their record with that carrier if there is none. */
export function AddDebtDialog({ person, carriers, open, onOpenChange }: AddDebtDialogProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshAgentData();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, setForm, set } = useFormFields<AddDebtForm>(EMPTY_ADD_DEBT, () => setProblem(null));
  const createDebt = useMutation(trpc.debt.create.mutationOptions());
  const [pending, setPending] = useState(false);

  function changeOpen(next: boolean) {
    if (!next) {
      setForm(EMPTY_ADD_DEBT);
      setProblem(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!person) {
      notifyError('No agent selected');
      return;
    }
    const invalid = addDebtProblem(form);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setPending(true);
    try {
      const carrierId = Number(form.carrierId);
      const agentId = await findOrCreateAgentRecord(person, carrierId, {
        find: (input) => client.agent.find.query(input),
        create: (input) => client.agent.create.mutate(input),
        isNotFound,
      });
      await createDebt.mutateAsync({
        agentId,
        carrierId,
        amount: Number(form.amount),
        status: form.status,
        notes: form.notes.trim() === '' ? null : form.notes.trim(),
      });
      notifySuccess('Debt added successfully');
      await refresh();
      changeOpen(false);
    } catch (error) {
      notifyError('Error adding debt', errorMessage(error, 'Failed to add debt'));
    } finally {
      setPending(false);
    }
  }

  return (
    <AppDialog
      title="Add Debt"
      subtitle={person ? `For ${person.name}` : null}
      open={open}
      onOpenChange={changeOpen}
      onSubmit={submit}
      noValidate
      footer={
        <DialogFooterActions>
          <Button type="submit" colorPalette="blue" disabled={pending}>
            {pending ? 'Adding...' : 'Add Debt'}
          </Button>
        </DialogFooterActions>
      }
    >
      <Dialog.Body>
        <Stack gap="4">
          <CarrierSelectField
            value={form.carrierId}
            onChange={set('carrierId')}
            options={carriers.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` }))}
          />
          <TextField
            label="Debt Amount"
            required
            type="number"
            step="0.01"
            placeholder="0.00"
            value={form.amount}
            onChange={set('amount')}
          />
          <SelectField
            label="Status"
            value={form.status}
            onChange={(v) => set('status')(v as AddDebtForm['status'])}
            options={ADD_DEBT_STATUSES}
          />
          <TextAreaField label="Notes" value={form.notes} onChange={set('notes')} />
          {problem && <ProblemText>{problem}</ProblemText>}
        </Stack>
      </Dialog.Body>
    </AppDialog>
  );
}
