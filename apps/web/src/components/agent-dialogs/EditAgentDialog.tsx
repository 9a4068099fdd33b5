import { Center, Dialog, Flex, Spinner, Tabs } from '@chakra-ui/react';
import type { TAgentEditCarrierState } from '@agentledger/schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { AppDialog } from '../dialog/AppDialog';
import { DialogFooterActions } from '../dialog/DialogFooterActions';
import { DialogSubmitButton } from '../dialog/DialogSubmitButton';
import { useFormFields } from '../dialog/useFormFields';
import {
  compLevelOf,
  debtProblems,
  editNpnProblem,
  editFormOf,
  isEditFormComplete,
  saveEditPayload,
  type EditableAgent,
  type EditAgentForm,
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
  // Read afresh on every opening (no cache kept once the dialog closes): the form's opened values
  // are what a save compares with, so they must be the record's as it is now.
  const carrierStates = useQuery(trpc.agent.editCarriers.queryOptions({ id: agent.id }, { gcTime: 0 }));
  const settings = useQuery(trpc.settings.get.queryOptions());
  if (!carriers.data || !carrierStates.data || !settings.data) {
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
      carrierStates={carrierStates.data}
      defaultAgencyName={settings.data.defaultAgencyName ?? ''}
      onDone={onDone}
    />
  );
}

type FormBodyProps = {
  agent: EditableAgent;
  carriers: readonly { id: number; name: string; code: string }[];
  carrierStates: readonly TAgentEditCarrierState[];
  defaultAgencyName: string;
  onDone: () => void;
};

function EditAgentFormBody({ agent, carriers, carrierStates, defaultAgencyName, onDone }: FormBodyProps) {
  const trpc = useTRPC();
  const refresh = useRefreshAgentData();
  const { form, set } = useFormFields<EditAgentForm>(() =>
    editFormOf(
      agent,
      carriers.map((c) => c.id),
      carrierStates,
      defaultAgencyName,
    ),
  );
  const saveEdit = useMutation(trpc.agent.saveEdit.mutationOptions());
  // From Save until the dialog closes (the refresh after a save included), or until a refusal: a
  // second Enter or click meanwhile must not send the edit again.
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('basic');
  const [debtErrors, setDebtErrors] = useState<Record<number, string>>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!isEditFormComplete(form)) {
      setTab('basic');
      notifyError('Missing information', 'Please fill in required fields: NPN, First Name, Last Name');
      return;
    }
    const npnProblem = editNpnProblem(form);
    if (npnProblem) {
      setTab(npnProblem.tab);
      notifyError('Check the NPN', npnProblem.message);
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
    // One call, one transaction on the server: the agent, its writing numbers and its debts are
    // saved together or not at all. On a refusal the form stays as typed, so the next Save sends
    // the whole edit again and it is applied once.
    inFlight.current = true;
    setSaving(true);
    try {
      await saveEdit.mutateAsync(saveEditPayload(agent.id, form, compLevel));
    } catch (error) {
      notifyError('Error', errorMessage(error, 'Failed to update agent'));
      inFlight.current = false;
      setSaving(false);
      return;
    }
    await refresh();
    notifySuccess('Agent updated', 'Agent information and debts have been updated successfully');
    onDone();
  }

  return (
    // A column that may shrink inside the dialog: its body then scrolls and the footer stays in the
    // dialog on a short window (at 800×600 the buttons were drawn below it, cut off).
    <Flex asChild direction="column" flex="1" minH="0">
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
              <BasicInfoTab form={form} set={set} npnOnFile={agent.npn !== null && agent.npn.trim() !== ''} />
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
    </Flex>
  );
}
