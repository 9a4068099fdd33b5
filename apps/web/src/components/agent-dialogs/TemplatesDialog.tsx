import { Button, Dialog, Field, Flex, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  DEBT_AGE_RANGES,
  DEFAULT_NOTICE_BODY,
  DEFAULT_NOTICE_SUBJECT,
  fillTemplate,
  TEMPLATE_VARIABLES,
  type DebtAgeRangeKey,
} from '@agentledger/schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuEye, LuSave } from 'react-icons/lu';
import { errorMessage } from '../../lib/api';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { AppDialog } from '../dialog/AppDialog';
import { optionsOf, SelectField, TextField } from './fields';
import {
  DEFAULT_RANGE,
  isTemplateComplete,
  newSchedulePayload,
  newTemplatePayload,
  scheduleHint,
  SEND_SCHEDULES,
  templateOptions,
  type SendScheduleChoice,
} from './templateForm';

/** The agent a notice is prepared for: what the template variables are filled with. */
export type TemplateAgent = {
  name: string;
  agentId: string | null;
  carrierId: number | null;
  carrierName: string | null;
  totalDebt: number;
  debtAge: number;
};

type TemplatesDialogProps = { agent: TemplateAgent | null; open: boolean; onOpenChange: (open: boolean) => void };

const RANGE_OPTIONS = DEBT_AGE_RANGES.map((r) => ({ value: r.key, label: r.label }));

/** 'Email Automation Templates' for one agent: pick or write a notice, preview it, save it as a template. */
export function TemplatesDialog({ agent, open, onOpenChange }: TemplatesDialogProps) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const templates = useQuery({ ...trpc.emailTemplate.list.queryOptions(), enabled: open });
  const settings = useQuery({ ...trpc.settings.get.queryOptions(), enabled: open });
  const createTemplate = useMutation(trpc.emailTemplate.create.mutationOptions());
  const createSchedule = useMutation(trpc.emailSchedule.create.mutationOptions());
  const [range, setRange] = useState<DebtAgeRangeKey>(DEFAULT_RANGE);
  const [templateId, setTemplateId] = useState('');
  const [schedule, setSchedule] = useState<SendScheduleChoice>(SEND_SCHEDULES[0]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');

  function changeOpen(next: boolean) {
    if (!next) {
      setTemplateId('');
      setSubject('');
      setBody('');
      setRange(DEFAULT_RANGE);
      // A schedule left selected would quietly schedule the next template saved.
      setSchedule(SEND_SCHEDULES[0]);
    }
    onOpenChange(next);
  }

  function pickTemplate(id: string) {
    setTemplateId(id);
    const template = templates.data?.find((t) => String(t.id) === id);
    if (template) {
      setSubject(template.subject);
      setBody(template.body);
    }
  }

  function preview() {
    if (!agent) return;
    const filled = fillTemplate(subject || DEFAULT_NOTICE_SUBJECT, {
      agentName: agent.name,
      agentId: agent.agentId,
      carrier: agent.carrierName,
      debtAmount: agent.totalDebt,
      debtAgeDays: agent.debtAge,
      senderName: settings.data?.administratorName ?? '',
    });
    notifyInfo('Email Preview', `Subject: ${filled.text}`);
  }

  async function save() {
    if (!isTemplateComplete(subject, body)) {
      notifyError('Missing information', 'Please fill in subject and body');
      return;
    }
    const payload = newTemplatePayload(range, agent?.carrierId ?? null, subject, body);
    let templateId: number;
    try {
      templateId = (await createTemplate.mutateAsync(payload)).id;
    } catch (error) {
      notifyError('Error', errorMessage(error, 'Failed to save template'));
      return;
    }
    const scheduleInput = newSchedulePayload(schedule, templateId, payload);
    let scheduleError: unknown = null;
    if (scheduleInput) {
      try {
        await createSchedule.mutateAsync(scheduleInput);
      } catch (error) {
        scheduleError = error;
      }
    }
    if (scheduleError) {
      // One toast shows at a time, so this one says both: the template exists, its schedule does not.
      notifyError(
        'Schedule not saved',
        `The template was saved, but its ${schedule} schedule was not: ${errorMessage(scheduleError, 'Failed to create the schedule')}`,
      );
    } else {
      notifySuccess('Template saved', 'Email template has been saved successfully');
    }
    await afterWrite('templates');
  }

  return (
    <AppDialog
      title="Email Automation Templates"
      subtitle={agent ? `Debt notice for ${agent.name}${agent.carrierName ? ` (${agent.carrierName})` : ''}` : null}
      open={open}
      onOpenChange={changeOpen}
      size="xl"
    >
      <Dialog.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack gap="4">
            <SelectField
              label="Debt Age Range"
              value={range}
              onChange={(v) => setRange(v as DebtAgeRangeKey)}
              options={RANGE_OPTIONS}
            />
            <SelectField
              label="Existing Template"
              value={templateId}
              onChange={pickTemplate}
              options={templateOptions(templates.data ?? [])}
              placeholder="Select a template"
            />
            <Stack gap="1">
              <SelectField
                label="Send Schedule"
                value={schedule}
                onChange={(v) => setSchedule(v as SendScheduleChoice)}
                options={optionsOf(SEND_SCHEDULES)}
              />
              <Text fontSize="xs" color="fg.muted" data-testid="schedule-hint">
                {scheduleHint(schedule)}
              </Text>
            </Stack>
            <TextField
              label="Email Subject"
              value={subject}
              onChange={setSubject}
              placeholder={DEFAULT_NOTICE_SUBJECT}
            />
          </Stack>
          <Stack gap="3">
            <Field.Root>
              <Field.Label>Email Body</Field.Label>
              <Textarea
                value={body}
                onChange={(e) => setBody(e.target.value)}
                placeholder={DEFAULT_NOTICE_BODY}
                rows={12}
                fontSize="sm"
              />
              <Field.HelperText>
                Available variables: {TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(', ')}
              </Field.HelperText>
            </Field.Root>
            <Flex gap="2" justify="flex-end">
              <Button variant="outline" onClick={preview} disabled={!agent}>
                <LuEye /> Preview
              </Button>
              <Button colorPalette="blue" onClick={save} loading={createTemplate.isPending || createSchedule.isPending}>
                <LuSave /> Save Template
              </Button>
            </Flex>
          </Stack>
        </SimpleGrid>
      </Dialog.Body>
    </AppDialog>
  );
}
