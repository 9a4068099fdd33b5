import { Center, Dialog, Spinner, Tabs } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { findOrCreateAgentRecord } from '../../screens/unified-agents/addDebt';
import { AppDialog } from '../dialog/AppDialog';
import { DialogFooterActions } from '../dialog/DialogFooterActions';
import { DialogSubmitButton } from '../dialog/DialogSubmitButton';
import { useFormFields } from '../dialog/useFormFields';
import {
  agentUpdatePayload,
  compLevelOf,
  debtPersonOf,
  debtProblems,
  editFormOf,
  isEditFormComplete,
  planFollowUpWrites,
  type EditableAgent,
  type EditAgentForm,
  type ExistingDebt,
  type ExistingWritingNumber,
} from './editAgentForm';
import { BasicInfoTab, CarriersTab, ContactTab, HierarchyTab } from './EditAgentTabs';
import { useRefreshAgentData } from './useRefreshAgentData';

type EditAgentDialogProps = { agent: EditableAgent | null; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Edit Agent': the rich profile in four tabs; saving also writes writing numbers and debts (SPEC section 7). */
export function EditAgentDialog({ agent, open, onOpenChange }: EditAgentDialogProps) {
  return (
    <AppDialog title="Edit Agent" open={open} onOpenChange={onOpenChange} size="xl" scrollBehavior="inside">
      {open && agent && <EditAgentBody key={agent.id} agent={agent} onDone={() => onOpenChange(false)} />}
    </AppDialog>
  );
}

function EditAgentBody({ agent, onDone }: { agent: EditableAgent; onDone: () => void }) {
  const trpc = useTRPC();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const writingNumbers = useQuery(trpc.writingNumber.list.queryOptions({ agentId: agent.id }));
  const debts = useQuery(trpc.debt.list.queryOptions({ agentId: agent.id }));
  const settings = useQuery(trpc.settings.get.queryOptions());
  if (!carriers.data || !writingNumbers.data || !debts.data || !settings.data) {
    return (
      <Dialog.Body>
        <Center py="16">
          <Spinner />
        </Center>
      </Dialog.Body>
    );
  }
  return (
    <EditAgentFormBody
      agent={agent}
      carriers={carriers.data}
      writingNumbers={writingNumbers.data}
      debts={debts.data}
      defaultAgencyName={settings.data.defaultAgencyName ?? ''}
      onDone={onDone}
    />
  );
}

type FormBodyProps = {
  agent: EditableAgent;
  carriers: readonly { id: number; name: string; code: string }[];
  writingNumbers: readonly ExistingWritingNumber[];
  debts: readonly ExistingDebt[];
  defaultAgencyName: string;
  onDone: () => void;
};

function EditAgentFormBody({ agent, carriers, writingNumbers, debts, defaultAgencyName, onDone }: FormBodyProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshAgentData();
  const { form, set } = useFormFields<EditAgentForm>(() =>
    editFormOf(
      agent,
      carriers.map((c) => c.id),
      writingNumbers,
      debts,
      defaultAgencyName,
    ),
  );
  const updateAgent = useMutation(trpc.agent.update.mutationOptions());
  const upsertWritingNumber = useMutation(trpc.writingNumber.upsert.mutationOptions());
  const updateDebt = useMutation(trpc.debt.update.mutationOptions());
  const createDebt = useMutation(trpc.debt.create.mutationOptions());
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('basic');
  const [debtErrors, setDebtErrors] = useState<Record<number, string>>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!isEditFormComplete(form)) {
      notifyError('Missing information', 'Please fill in required fields: NPN, First Name, Last Name');
      return;
    }
    const compLevel = compLevelOf(form.compLevel);
    if (compLevel === null) {
      notifyError('Invalid commission level', 'Comp Level must be a whole number from 0 to 100');
      return;
    }
    const problems = debtProblems(form);
    setDebtErrors(problems);
    if (Object.keys(problems).length > 0) {
      setTab('carriers');
      notifyError('Nothing was saved', 'A debt amount is not valid: see the Carriers & Writing Numbers tab');
      return;
    }
    setSaving(true);
    // A new debt for another carrier belongs on the person's record at that carrier, made if
    // needed, as the unified view's Add Debt does; this record holds the debts of its own carrier.
    const recordAt = (carrierId: number) =>
      agent.carrierId === null || carrierId === agent.carrierId
        ? Promise.resolve(agent.id)
        : findOrCreateAgentRecord(debtPersonOf(agent), carrierId, {
            find: (input) => client.agent.find.query(input),
            create: (input) => client.agent.create.mutate(input),
            isNotFound: (error) => error instanceof TRPCClientError && error.data?.httpStatus === 404,
          });
    try {
      await updateAgent.mutateAsync(agentUpdatePayload(agent.id, form, compLevel));
      const plan = planFollowUpWrites(agent.id, form, writingNumbers, debts);
      await Promise.all([
        ...plan.writingNumbers.map((w) => upsertWritingNumber.mutateAsync(w)),
        ...plan.debtUpdates.map((d) => updateDebt.mutateAsync(d)),
        ...plan.debtCreates.map(async (d) => createDebt.mutateAsync({ ...d, agentId: await recordAt(d.carrierId) })),
      ]);
      await refresh();
      notifySuccess('Agent updated', 'Agent information and debts have been updated successfully');
      onDone();
    } catch (error) {
      notifyError('Error', errorMessage(error, 'Failed to update agent'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Dialog.Body>
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
          <Tabs.List mb="4">
            <Tabs.Trigger value="basic">Basic Info</Tabs.Trigger>
            <Tabs.Trigger value="contact">Contact</Tabs.Trigger>
            <Tabs.Trigger value="carriers">Carriers &amp; Writing Numbers</Tabs.Trigger>
            <Tabs.Trigger value="hierarchy">Hierarchy</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="basic" minH="340px">
            <BasicInfoTab form={form} set={set} />
          </Tabs.Content>
          <Tabs.Content value="contact" minH="340px">
            <ContactTab form={form} set={set} />
          </Tabs.Content>
          <Tabs.Content value="carriers" minH="340px">
            <CarriersTab form={form} set={set} carriers={carriers} debtErrors={debtErrors} />
          </Tabs.Content>
          <Tabs.Content value="hierarchy" minH="340px">
            <HierarchyTab form={form} set={set} />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Body>
      <DialogFooterActions>
        <DialogSubmitButton pending={saving} pendingLabel="Saving...">
          Save Changes
        </DialogSubmitButton>
      </DialogFooterActions>
    </form>
  );
}
