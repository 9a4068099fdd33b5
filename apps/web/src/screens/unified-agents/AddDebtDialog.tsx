import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/agent-dialogs/fields';
import { useRefreshAgentData } from '../../components/agent-dialogs/useRefreshAgentData';
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
  const [form, setForm] = useState<AddDebtForm>(EMPTY_ADD_DEBT);
  const [problem, setProblem] = useState<string | null>(null);
  const createDebt = useMutation(trpc.debt.create.mutationOptions());
  const [pending, setPending] = useState(false);

  const set =
    <K extends keyof AddDebtForm>(key: K) =>
    (value: AddDebtForm[K]) => {
      setProblem(null);
      setForm((current) => ({ ...current, [key]: value }));
    };

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
    <Dialog.Root open={open} onOpenChange={(e) => changeOpen(e.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Stack gap="1">
                  <Dialog.Title>Add Debt</Dialog.Title>
                  {person && (
                    <Text color="fg.muted" fontSize="sm">
                      For {person.name}
                    </Text>
                  )}
                </Stack>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <SelectField
                    label="Carrier"
                    required
                    placeholder="Select carrier"
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
                  {problem && (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {problem}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" disabled={pending}>
                  {pending ? 'Adding...' : 'Add Debt'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
