import { Dialog, SimpleGrid } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { AppDialog } from '../dialog/AppDialog';
import { CarrierSelectField } from '../dialog/CarrierSelectField';
import { DialogFooterActions } from '../dialog/DialogFooterActions';
import { DialogSubmitButton } from '../dialog/DialogSubmitButton';
import { useFormFields } from '../dialog/useFormFields';
import {
  EMPTY_NEW_AGENT,
  initialDebtAmount,
  initialDebtProblem,
  isNewAgentComplete,
  newAgentNpnProblem,
  newAgentPayload,
  type NewAgentForm,
} from './addAgentForm';
import { SelectField, TextField } from './fields';
import { useRefreshAgentData } from './useRefreshAgentData';

type AddAgentDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
];

/** 'Add New Agent': creates the carrier-specific agent record and, if entered, its initial debt. */
export function AddAgentDialog({ open, onOpenChange }: AddAgentDialogProps) {
  const trpc = useTRPC();
  const refresh = useRefreshAgentData();
  const { form, setForm, set } = useFormFields<NewAgentForm>(EMPTY_NEW_AGENT);
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const createAgent = useMutation(trpc.agent.create.mutationOptions());
  const createDebt = useMutation(trpc.debt.create.mutationOptions());
  const pending = createAgent.isPending || createDebt.isPending;
  // A double click submits twice before the button shows "Adding...": the second submit waits for nothing and is dropped.
  const submitting = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current) return;
    if (!isNewAgentComplete(form)) {
      notifyError('Missing information', 'Please fill in all required fields');
      return;
    }
    const npnProblem = newAgentNpnProblem(form);
    if (npnProblem) {
      notifyError('Check the NPN', npnProblem);
      return;
    }
    const debtProblem = initialDebtProblem(form);
    if (debtProblem) {
      notifyError('Check the initial debt', debtProblem);
      return;
    }
    submitting.current = true;
    try {
      const agent = await createAgent.mutateAsync(newAgentPayload(form));
      const debt = initialDebtAmount(form);
      if (debt !== null) {
        await createDebt.mutateAsync({
          agentId: agent.id,
          carrierId: Number(form.carrierId),
          amount: debt,
          debtAge: 0,
          status: 'outstanding',
        });
      }
      notifySuccess('Agent added', 'Agent has been added successfully');
      await refresh();
      changeOpen(false);
    } catch (error) {
      notifyError('Error', errorMessage(error, 'Failed to add agent'));
    } finally {
      submitting.current = false;
    }
  }

  const carrierOptions = (carriers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  /** Closed without saving (Cancel, Escape, the corner X, the backdrop): the next Add starts blank. */
  function changeOpen(next: boolean) {
    if (!next) setForm(EMPTY_NEW_AGENT);
    onOpenChange(next);
  }

  return (
    <AppDialog
      title="Add New Agent"
      open={open}
      onOpenChange={changeOpen}
      size="lg"
      onSubmit={submit}
      noValidate
      footer={
        <DialogFooterActions>
          <DialogSubmitButton pending={pending} pendingLabel="Adding...">
            Add Agent
          </DialogSubmitButton>
        </DialogFooterActions>
      }
    >
      <Dialog.Body>
        <SimpleGrid columns={2} gap="4">
          <TextField label="Agent Name" required value={form.name} onChange={set('name')} />
          <TextField label="Agent ID" required value={form.agentId} onChange={set('agentId')} />
          <CarrierSelectField value={form.carrierId} onChange={set('carrierId')} options={carrierOptions} />
          <SelectField
            label="Status"
            value={form.status}
            onChange={(v) => set('status')(v === 'terminated' ? 'terminated' : 'active')}
            options={STATUS_OPTIONS}
          />
          <TextField label="NPN" value={form.npn} onChange={set('npn')} />
          <TextField label="Upline" value={form.upline} onChange={set('upline')} />
          <TextField label="Upline NPN" value={form.uplineId} onChange={set('uplineId')} />
          <TextField label="E-mail" type="email" value={form.email} onChange={set('email')} />
          <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} />
          <TextField label="Address" value={form.address} onChange={set('address')} />
          <TextField
            label="Initial Debt"
            type="number"
            step="0.01"
            placeholder="0.00"
            value={form.initialDebt}
            onChange={set('initialDebt')}
          />
        </SimpleGrid>
      </Dialog.Body>
    </AppDialog>
  );
}
