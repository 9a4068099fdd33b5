import { Badge, Card, Heading, Table, Text } from '@chakra-ui/react';
import { formatMoney } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/layout/PageFrame';
import { useTRPC } from '../../lib/trpc';

/** Reports: for now the history of carrier report imports, with what each changed; summaries come from the server. */
export default function ReportsScreen() {
  const trpc = useTRPC();
  const uploads = useQuery(trpc.fileUpload.list.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const carrierName = (id: number | null) =>
    id === null ? 'Agent list' : (carriers.data?.find((c) => c.id === id)?.name ?? `Carrier ${id}`);
  const reports = (uploads.data ?? []).filter((u) => u.kind === 'carrier_report');

  return (
    <PageFrame title="Reports" subtitle="Carrier report imports and the balances they set">
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            Carrier report history
          </Heading>
        </Card.Header>
        <Card.Body>
          {reports.length === 0 ? (
            <Text color="fg.muted">No carrier reports imported yet. Upload one from the Dashboard.</Text>
          ) : (
            <Table.Root size="sm" aria-label="Carrier report history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
                  <Table.ColumnHeader>Carrier</Table.ColumnHeader>
                  <Table.ColumnHeader>File</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Rows</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Balance before</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Balance after</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {reports.map((u) => {
                  const summary = (u.summary ?? {}) as { totalBefore?: number; totalAfter?: number };
                  return (
                    <Table.Row key={u.id}>
                      <Table.Cell>{new Date(u.uploadedAt).toLocaleString('en-US')}</Table.Cell>
                      <Table.Cell>{carrierName(u.carrierId)}</Table.Cell>
                      <Table.Cell>{u.filename}</Table.Cell>
                      <Table.Cell textAlign="end">{u.recordsProcessed}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {summary.totalBefore === undefined ? '—' : formatMoney(summary.totalBefore)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {summary.totalAfter === undefined ? '—' : formatMoney(summary.totalAfter)}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={u.status === 'success' ? 'green' : 'red'}>
                          {u.status === 'success' ? 'success' : 'failure'}
                        </Badge>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
    </PageFrame>
  );
}
