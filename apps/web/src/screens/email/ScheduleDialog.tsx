import { Dialog, Field, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import {
  DEBT_AGE_RANGES,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_FREQUENCY_LABELS,
  type TCarrier,
  type TEmailTemplate,
  type TScheduleFrequency,
} from '@agentledger/schema';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../components/agent-dialogs/fields';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DialogFooterActions } from '../../components/dialog/DialogFooterActions';
import { DialogSubmitButton } from '../../components/dialog/DialogSubmitButton';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { DEFAULT_RANGE_KEY, rangeOf } from './noticeTargets';

type ScheduleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templates: TEmailTemplate[];
  carriers: TCarrier[];
};

const RANGE_OPTIONS = DEBT_AGE_RANGES.map((r) => ({ value: r.key, label: r.label }));
const FREQUENCY_OPTIONS = SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: SCHEDULE_FREQUENCY_LABELS[f] }));

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

/** A repeating send: the template goes to the agents of its range and carrier whenever the schedule is due. */
/** The first day a run at 9:00 (local time) is still ahead: today before 9:00, else tomorrow. */
function firstRunFrom(now = new Date()): string {
  const day = new Date(now);
  if (now.getHours() >= 9) day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export function ScheduleDialog({ open, onOpenChange, templates, carriers }: ScheduleDialogProps) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const [templateId, setTemplateId] = useState('');
  const [frequency, setFrequency] = useState<TScheduleFrequency>('weekly');
  const [rangeKey, setRangeKey] = useState<string>(DEFAULT_RANGE_KEY);
  const [carrierId, setCarrierId] = useState('');
  const [firstRun, setFirstRun] = useState('');
  const [ccUpline, setCcUpline] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [submitted, setSubmitted] = useState(false);

  function reset() {
    setTemplateId('');
    setFrequency('weekly');
    setRangeKey(DEFAULT_RANGE_KEY);
    setCarrierId('');
    setFirstRun('');
    setCcUpline(false);
    setEnabled(true);
    setSubmitted(false);
  }

  const create = useMutation(
    trpc.emailSchedule.create.mutationOptions({
      onSuccess: async () => {
        await afterWrite('schedules');
        notifySuccess('Schedule created');
        reset();
        onOpenChange(false);
      },
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to create the schedule')),
    }),
  );

  /** A template brings its own range and carrier, which the user may still change. */
  function pickTemplate(id: string) {
    setTemplateId(id);
    const template = templates.find((t) => String(t.id) === id);
    if (!template) return;
    const range = DEBT_AGE_RANGES.find((r) => r.min === template.debtAgeMin && r.max === template.debtAgeMax);
    if (range) setRangeKey(range.key);
    setCarrierId(template.carrierId === null ? '' : String(template.carrierId));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!templateId) return;
    const range = rangeOf(rangeKey);
    create.mutate({
      templateId: Number(templateId),
      frequency,
      debtAgeMin: range.min,
      debtAgeMax: range.max,
      carrierId: carrierId ? Number(carrierId) : null,
      ccUpline,
      enabled,
      // The first run at 9:00 local time on the chosen day; unset: one period from now.
      nextRunAt: firstRun ? new Date(`${firstRun}T09:00:00`).toISOString() : undefined,
    });
  }

  return (
    <AppDialog
      title="New Send Schedule"
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      size="lg"
      onSubmit={submit}
      footer={
        // Cancel keeps the choices for the next time, as it always did; the X, Escape and the backdrop reset them.
        <DialogFooterActions onDismiss={() => onOpenChange(false)}>
          <DialogSubmitButton pending={create.isPending} pendingLabel="Saving...">
            Create Schedule
          </DialogSubmitButton>
        </DialogFooterActions>
      }
    >
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="1">
            <SelectField
              label="Template"
              required
              placeholder="Select a template"
              value={templateId}
              onChange={pickTemplate}
              options={templates.map((t) => ({ value: String(t.id), label: t.name }))}
            />
            {submitted && !templateId && (
              <Text fontSize="sm" color="fg.error">
                Choose the template to send
              </Text>
            )}
          </Stack>
          <SimpleGrid columns={2} gap="4">
            <SelectField
              label="Frequency"
              value={frequency}
              onChange={(v) => setFrequency(v as TScheduleFrequency)}
              options={FREQUENCY_OPTIONS}
            />
            <Field.Root>
              <Field.Label>First run</Field.Label>
              <Input type="date" min={firstRunFrom()} value={firstRun} onChange={(e) => setFirstRun(e.target.value)} />
              <Field.HelperText>At 9:00; empty: one period from now</Field.HelperText>
            </Field.Root>
            <SelectField label="Debt Age Range" value={rangeKey} onChange={setRangeKey} options={RANGE_OPTIONS} />
            <SelectField
              label="Carrier"
              value={carrierId}
              onChange={setCarrierId}
              placeholder="All carriers"
              options={carriers.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </SimpleGrid>
          <Toggle label="Copy upline" checked={ccUpline} onChange={setCcUpline} />
          <Toggle label="Enabled" checked={enabled} onChange={setEnabled} />
        </Stack>
      </Dialog.Body>
    </AppDialog>
  );
}
