import { Badge, Button, Card, Flex, Heading, IconButton, Stack, Switch, Table, Text } from '@chakra-ui/react';
import {
  SCHEDULE_FREQUENCY_LABELS,
  type TCarrier,
  type TEmailSchedule,
  type TEmailTemplate,
} from '@agentledger/schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuCalendarPlus, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/display/ConfirmDialog';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { Tooltip } from '../../components/ui/tooltip';
import { useTRPC } from '../../lib/trpc';
import { rangeLabel } from './noticeTargets';
import { ScheduleDialog } from './ScheduleDialog';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

type SchedulesCardProps = { templates: TEmailTemplate[]; carriers: TCarrier[] };

/** The saved send schedules: each sends its template to its range and carrier when due. */
export function SchedulesCard({ templates, carriers }: SchedulesCardProps) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const schedules = useQuery(trpc.emailSchedule.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TEmailSchedule | null>(null);
  const refresh = () => afterWrite('schedules');
  const update = useMutation(
    trpc.emailSchedule.update.mutationOptions({
      onSuccess: async (s) => {
        await refresh();
        notifySuccess(s.enabled ? 'Schedule enabled' : 'Schedule disabled', s.templateName);
      },
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to update the schedule')),
    }),
  );
  const remove = useMutation(
    trpc.emailSchedule.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess('Schedule deleted');
      },
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to delete the schedule')),
      onSettled: () => setDeleting(null),
    }),
  );
  const carrierName = (id: number | null) =>
    id === null ? 'All carriers' : (carriers.find((c) => c.id === id)?.name ?? `Carrier ${id}`);
  const rows = schedules.data ?? [];

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md">
              Send schedules
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              A schedule sends its template to every agent of its range and carrier when it is due.
            </Text>
          </Stack>
          <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)} disabled={!templates.length}>
            <LuCalendarPlus /> New Schedule
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {/* On a narrow screen the table scrolls sideways in its box, not the page. */}
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Send schedules">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Template</Table.ColumnHeader>
                <Table.ColumnHeader>Frequency</Table.ColumnHeader>
                <Table.ColumnHeader>Debt Age</Table.ColumnHeader>
                <Table.ColumnHeader>Carrier</Table.ColumnHeader>
                <Table.ColumnHeader>Copy upline</Table.ColumnHeader>
                <Table.ColumnHeader>Next run</Table.ColumnHeader>
                <Table.ColumnHeader>Last run</Table.ColumnHeader>
                <Table.ColumnHeader>Enabled</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={9} color="fg.muted" textAlign="center" py="6">
                    {schedules.isPending ? 'Loading schedules...' : 'No schedules yet. Notices are sent manually.'}
                  </Table.Cell>
                </Table.Row>
              )}
              {rows.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell fontWeight="medium">{s.templateName}</Table.Cell>
                  <Table.Cell>{SCHEDULE_FREQUENCY_LABELS[s.frequency]}</Table.Cell>
                  <Table.Cell>
                    <Badge variant="outline">{rangeLabel(s.debtAgeMin, s.debtAgeMax)}</Badge>
                  </Table.Cell>
                  <Table.Cell>{carrierName(s.carrierId)}</Table.Cell>
                  <Table.Cell>{s.ccUpline ? 'Yes' : 'No'}</Table.Cell>
                  <Table.Cell>{s.enabled ? when(s.nextRunAt) : '—'}</Table.Cell>
                  <Table.Cell>{when(s.lastRunAt)}</Table.Cell>
                  <Table.Cell>
                    <Switch.Root
                      size="sm"
                      checked={s.enabled}
                      disabled={update.isPending}
                      onCheckedChange={(e) => update.mutate({ id: s.id, enabled: e.checked })}
                    >
                      <Switch.HiddenInput aria-label={`Enable schedule ${s.templateName}`} />
                      <Switch.Control />
                    </Switch.Root>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Tooltip content="Delete schedule">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={`Delete schedule ${s.templateName}`}
                        onClick={() => setDeleting(s)}
                      >
                        <LuTrash2 />
                      </IconButton>
                    </Tooltip>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
      <ScheduleDialog open={creating} onOpenChange={setCreating} templates={templates} carriers={carriers} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete schedule"
        message={`Stop and delete the ${deleting ? SCHEDULE_FREQUENCY_LABELS[deleting.frequency].toLowerCase() : ''} schedule of '${deleting?.templateName ?? ''}'?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => setDeleting(null)}
      />
    </Card.Root>
  );
}
