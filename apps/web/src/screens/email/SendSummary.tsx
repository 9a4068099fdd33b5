import { Alert, Card, Heading, HStack, Progress, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { StatusBadge } from '../../components/display/StatusBadge';
import { useTRPC } from '../../lib/trpc';
import type { SendRun } from './noticeTargets';
import { useRefreshAfterNotices } from './useNoticeSender';

const JOB_POLL_MS = 1000;

/** A large send's progress, polled until the job is done; then the history and candidates are refreshed. */
function JobProgress({ jobId }: { jobId: number }) {
  const trpc = useTRPC();
  const refresh = useRefreshAfterNotices();
  const job = useQuery({
    ...trpc.email.job.queryOptions({ id: jobId }),
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : JOB_POLL_MS),
  });
  const done = job.data?.status === 'done';
  const refreshed = useRef(false);
  useEffect(() => {
    if (done && !refreshed.current) {
      refreshed.current = true;
      void refresh();
    }
  }, [done, refresh]);
  if (!job.data) return <Text color="fg.muted">Job {jobId}: waiting for progress...</Text>;
  const { total, sent, failed, skipped, status } = job.data;
  const processed = sent + failed + skipped;
  return (
    <Stack gap="1" data-testid={`job-${jobId}`}>
      <Text fontSize="sm">
        {done ? 'Done' : status === 'queued' ? 'Queued' : 'Sending'}: {processed} of {total} processed ({sent} sent,{' '}
        {failed} failed, {skipped} skipped)
      </Text>
      <Progress.Root value={total ? (processed / total) * 100 : 100} colorPalette={done ? 'green' : 'blue'} size="sm">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stat.Root size="sm" borderWidth="1px" borderRadius="md" px="3" py="2">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText color={value ? color : undefined}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

/** What the last Send did: counts, the outbox note, every agent's outcome with the reason, and job progress. */
export function SendSummary({ run }: { run: SendRun | null }) {
  return (
    <Card.Root h="full">
      <Card.Header>
        <Heading as="h2" size="md">
          Send results
        </Heading>
      </Card.Header>
      <Card.Body gap="4" data-testid="send-results">
        {!run && <Text color="fg.muted">Nothing sent yet in this session.</Text>}
        {run && (
          <>
            <HStack gap="3" align="stretch">
              <Count label="Sent" value={run.sent - run.outbox} color="green.700" />
              <Count label="Outbox" value={run.outbox} color="blue.600" />
              <Count label="Failed" value={run.failed} color="red.700" />
              <Count label="Skipped" value={run.skipped} color="orange.600" />
            </HStack>
            {run.outbox > 0 && (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Title>No SMTP server configured: messages are written to the outbox folder</Alert.Title>
              </Alert.Root>
            )}
            {run.jobIds.map((id) => (
              <JobProgress key={id} jobId={id} />
            ))}
            {run.results.length > 0 && (
              <Table.ScrollArea maxH="260px" borderWidth="1px" borderRadius="md">
                <Table.Root size="sm" stickyHeader aria-label="Send results">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader bg="bg.muted">Agent</Table.ColumnHeader>
                      <Table.ColumnHeader bg="bg.muted">To</Table.ColumnHeader>
                      <Table.ColumnHeader bg="bg.muted">Status</Table.ColumnHeader>
                      <Table.ColumnHeader bg="bg.muted">Reason</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {run.results.map((r) => (
                      <Table.Row key={`${r.agentId}:${r.carrierName}`}>
                        <Table.Cell>{r.name}</Table.Cell>
                        <Table.Cell>
                          {r.to ?? '—'}
                          {r.cc && (
                            <Text fontSize="xs" color="fg.muted">
                              cc {r.cc}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          <StatusBadge status={r.status} />
                        </Table.Cell>
                        <Table.Cell color={r.status === 'failed' ? 'red.700' : r.error ? 'orange.700' : 'fg.muted'}>
                          {r.error ?? '—'}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
