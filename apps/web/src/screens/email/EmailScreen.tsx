import { Badge, Card, Heading, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../components/display/StatusBadge';
import { PageFrame } from '../../components/layout/PageFrame';
import { useTRPC } from '../../lib/trpc';

/**
 * Email Automation: the notice templates by debt age range and the notices sent so far. Templates
 * are made and previewed from an agent's Templates dialog (Agents and Dashboard screens).
 */
export default function EmailScreen() {
  const trpc = useTRPC();
  const templates = useQuery(trpc.emailTemplate.list.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const history = useQuery(trpc.emailHistory.list.queryOptions());
  const carrierName = (id: number | null) =>
    id === null ? 'All carriers' : (carriers.data?.find((c) => c.id === id)?.name ?? `Carrier ${id}`);
  const range = (min: number, max: number) => (max >= 999 ? `${min}+ days` : `${min}-${max} days`);

  return (
    <PageFrame title="Email Automation" subtitle="Debt notice templates by age range, and the notices sent">
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Templates
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            New templates are saved from an agent&apos;s Email templates dialog, where they can be previewed with the
            agent&apos;s data.
          </Text>
        </Card.Header>
        <Card.Body>
          <Table.Root size="sm" aria-label="Templates">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Debt age</Table.ColumnHeader>
                <Table.ColumnHeader>Carrier</Table.ColumnHeader>
                <Table.ColumnHeader>Subject</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {templates.data?.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={5} color="fg.muted">
                    No templates yet.
                  </Table.Cell>
                </Table.Row>
              )}
              {templates.data?.map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell fontWeight="medium">{t.name}</Table.Cell>
                  <Table.Cell>
                    <Badge variant="outline">{range(t.debtAgeMin, t.debtAgeMax)}</Badge>
                  </Table.Cell>
                  <Table.Cell>{carrierName(t.carrierId)}</Table.Cell>
                  <Table.Cell>{t.subject}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={t.active ? 'green' : 'gray'}>{t.active ? 'Active' : 'Inactive'}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Recent notices
          </Heading>
        </Card.Header>
        <Card.Body>
          {history.data?.length === 0 ? (
            <Text color="fg.muted">No email history found. Start sending emails to see them here.</Text>
          ) : (
            <Table.Root size="sm" aria-label="Recent notices">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Sent</Table.ColumnHeader>
                  <Table.ColumnHeader>To</Table.ColumnHeader>
                  <Table.ColumnHeader>Subject</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {history.data?.slice(0, 50).map((h) => (
                  <Table.Row key={h.id}>
                    <Table.Cell>{new Date(h.sentAt).toLocaleString('en-US')}</Table.Cell>
                    <Table.Cell>{h.to ?? '—'}</Table.Cell>
                    <Table.Cell>{h.subject}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={h.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
    </PageFrame>
  );
}
