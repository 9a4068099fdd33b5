import { Alert, Card, Heading, HStack, Progress, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../components/display/StatusBadge';
import { useTRPC } from '../../lib/trpc';
import { jobCounts, type Delivery } from './jobRun';
import { describeRun, type SendRun } from './noticeTargets';
import { useSendProgress, type JobProgress } from './useSendProgress';

/** One background job's line: how far it is, in the summary's terms (outbox files named as such). */
function JobLine({
  progress,
  carrierName,
  delivery,
}: {
  progress: JobProgress;
  carrierName: string;
  delivery: Delivery;
}) {
  const { jobId, job } = progress;
  if (!job) return <Text color="fg.muted">Job {jobId}: waiting for progress...</Text>;
  const done = job.status === 'done';
  const counts = jobCounts(job, delivery);
  const processed = job.sent + job.failed + job.skipped;
  return (
    <Stack gap="1" data-testid={`job-${jobId}`}>
      <Text fontSize="sm">
        {done ? 'Done' : job.status === 'queued' ? 'Queued' : 'Sending'}: {processed} of {job.total} processed at{' '}
        {carrierName} ({describeRun(counts)})
      </Text>
      <Progress.Root
        value={job.total ? (processed / job.total) * 100 : 100}
        colorPalette={done ? 'green' : 'blue'}
        size="sm"
        aria-label={`Progress at ${carrierName}`}
      >
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
  const trpc = useTRPC();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const progress = useSendProgress(run);
  const { totals, results } = progress;
  const carrierName = (id: number) => carriers.data?.find((c) => c.id === id)?.name ?? `Carrier ${id}`;
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
              <Count label="Sent" value={totals.sent - totals.outbox} color="green.700" />
              <Count label="Outbox" value={totals.outbox} color="blue.600" />
              <Count label="Failed" value={totals.failed} color="red.700" />
              <Count label="Skipped" value={totals.skipped} color="orange.600" />
            </HStack>
            {totals.outbox > 0 && (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Title>No SMTP server configured: messages are written to the outbox folder</Alert.Title>
              </Alert.Root>
            )}
            {progress.jobs.map((job) => (
              <JobLine
                key={job.jobId}
                progress={job}
                carrierName={carrierName(job.carrierId)}
                delivery={progress.delivery}
              />
            ))}
            {progress.readingResults && (
              <Text fontSize="sm" color="fg.muted">
                Reading each agent&apos;s result...
              </Text>
            )}
            {results.length > 0 && (
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
                    {results.map((r, index) => (
                      // An agent record may have a notice per carrier, and a job's rows name no carrier.
                      <Table.Row key={`${index}:${r.agentId}:${r.carrierName}`}>
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
