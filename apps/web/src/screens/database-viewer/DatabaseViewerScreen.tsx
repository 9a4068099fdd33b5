import { Badge, Button, Card, Flex, Input, InputGroup, Tabs, Text } from '@chakra-ui/react';
import { fileDate, type CsvCell } from '@agentledger/schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuDownload, LuSearch, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/display/ConfirmDialog';
import { AgentSelectFilters } from '../../components/filters/AgentSelectFilters';
import { VirtualTable } from '../../components/display/VirtualTable';
import { PageFrame } from '../../components/layout/PageFrame';
import { UploadDialog } from '../../components/upload/UploadDialog';
import { errorMessage } from '../../lib/api';
import { downloadCsv } from '../../lib/download';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { ALL, type AgentFilter } from '../individual-agents/agentFilters';
import { agentTab, carrierTab, debtTab, historyTab, uploadTab, type Lookups, type TabSpec } from './tables';
import { filterViewerAgents, VIEWER_STATUSES } from './viewerFilters';
type TabKey = 'agents' | 'debts' | 'carriers' | 'history' | 'uploads';
/** The exported file of each tab: {name}-{YYYY-MM-DD}.csv. */
const EXPORT_NAMES: Record<TabKey, string> = {
  agents: 'agents',
  debts: 'debts',
  carriers: 'carriers',
  history: 'email-history',
  uploads: 'file-uploads',
};

export default function DatabaseViewerScreen() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const agents = useQuery(trpc.agent.list.queryOptions());
  const debts = useQuery(trpc.debt.list.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const history = useQuery(trpc.emailHistory.list.queryOptions());
  const uploads = useQuery(trpc.fileUpload.list.queryOptions());
  const templates = useQuery(trpc.emailTemplate.list.queryOptions());
  const [tab, setTab] = useState<TabKey>('agents');
  const [filter, setFilter] = useState<AgentFilter>({ search: '', carrierId: ALL, status: ALL });
  const [confirming, setConfirming] = useState(false);
  const [shownUpload, setShownUpload] = useState<number | null>(null);

  const lookups = useMemo<Lookups>(() => {
    const carrierNames = new Map((carriers.data ?? []).map((c) => [c.id, c.name]));
    const agentNames = new Map((agents.data ?? []).map((a) => [a.id, a.name]));
    const templateNames = new Map((templates.data ?? []).map((t) => [t.id, t.name]));
    return {
      carrierName: (id) => (id === null ? 'N/A' : (carrierNames.get(id) ?? `Carrier ${id}`)),
      agentName: (id) => (id === null ? 'N/A' : (agentNames.get(id) ?? `Agent ${id}`)),
      templateName: (id) => (id === null ? 'N/A' : (templateNames.get(id) ?? `Template ${id}`)),
    };
  }, [carriers.data, agents.data, templates.data]);

  const agentRows = useMemo(() => filterViewerAgents(agents.data ?? [], filter), [agents.data, filter]);
  const clear = useMutation(
    trpc.debt.clearAll.mutationOptions({
      onSuccess: async () => {
        await afterWrite('balances');
        notifySuccess('All debt records have been cleared');
      },
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to clear debt records')),
      onSettled: () => setConfirming(false),
    }),
  );

  const tabs = {
    agents: {
      label: 'Agents',
      rows: agentRows,
      spec: agentTab(lookups),
      empty: 'No agents found matching your criteria.',
    },
    debts: { label: 'Debts', rows: debts.data ?? [], spec: debtTab(lookups), empty: 'No debt records found.' },
    carriers: { label: 'Carriers', rows: carriers.data ?? [], spec: carrierTab(), empty: 'No carriers found.' },
    history: {
      label: 'Email History',
      rows: history.data ?? [],
      spec: historyTab(lookups),
      empty: 'No email history found. Start sending emails to see them here.',
    },
    uploads: {
      label: 'File Uploads',
      rows: uploads.data ?? [],
      spec: uploadTab(lookups, (u) => setShownUpload(u.id)),
      empty: 'No file uploads found. Upload carrier reports to see them here.',
    },
  } as const;

  function exportTab() {
    const current = tabs[tab] as { label: string; rows: readonly unknown[]; spec: TabSpec<unknown> };
    if (!current.rows.length) {
      notifyInfo('No data to export', `The ${current.label} tab is empty.`);
      return;
    }
    const rows: CsvCell[][] = current.rows.map((row) => current.spec.csv(row));
    downloadCsv(`${EXPORT_NAMES[tab]}-${fileDate()}.csv`, current.spec.header, rows);
  }

  return (
    <PageFrame
      title="Database Viewer"
      subtitle="Every record in the database, table by table"
      actions={
        <Button variant="outline" onClick={exportTab}>
          <LuDownload /> Export Data
        </Button>
      }
    >
      <Card.Root>
        <Card.Body gap="4">
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as TabKey)} variant="line">
            <Tabs.List>
              {(Object.keys(tabs) as TabKey[]).map((key) => (
                <Tabs.Trigger key={key} value={key}>
                  {tabs[key].label}
                  <Badge ml="1" variant="subtle">
                    {key === 'agents' ? (agents.data?.length ?? 0) : tabs[key].rows.length}
                  </Badge>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="agents">
              {/* SPEC: search and filters apply to the Agents tab only, so they live inside it. */}
              <Flex gap="3" wrap="wrap" mb="3" align="center">
                <InputGroup flex="1" minW="280px" startElement={<LuSearch />}>
                  <Input
                    size="sm"
                    aria-label="Search agents"
                    placeholder="Search by name, ID or e-mail..."
                    value={filter.search}
                    onChange={(e) => setFilter({ ...filter, search: e.target.value })}
                    bg="bg"
                  />
                </InputGroup>
                <AgentSelectFilters
                  carriers={carriers.data}
                  carrierId={filter.carrierId}
                  onCarrierChange={(carrierId) => setFilter({ ...filter, carrierId })}
                  statuses={VIEWER_STATUSES}
                  status={filter.status}
                  onStatusChange={(status) => setFilter({ ...filter, status })}
                />
              </Flex>
              <Text fontSize="sm" color="fg.muted" mb="2">
                Showing {agentRows.length} of {agents.data?.length ?? 0} agents
              </Text>
              <VirtualTable
                label="Agents"
                rows={agentRows}
                columns={tabs.agents.spec.columns}
                rowKey={(a) => a.id}
                emptyText={tabs.agents.empty}
              />
            </Tabs.Content>
            <Tabs.Content value="debts">
              <Flex justify="flex-end" mb="2">
                <Button
                  size="sm"
                  colorPalette="red"
                  variant="outline"
                  disabled={!debts.data?.length}
                  onClick={() => setConfirming(true)}
                >
                  <LuTrash2 /> Clear All Debts
                </Button>
              </Flex>
              <VirtualTable
                label="Debts"
                rows={tabs.debts.rows}
                columns={tabs.debts.spec.columns}
                rowKey={(d) => d.id}
                emptyText={tabs.debts.empty}
              />
            </Tabs.Content>
            <Tabs.Content value="carriers">
              <VirtualTable
                label="Carriers"
                rows={tabs.carriers.rows}
                columns={tabs.carriers.spec.columns}
                rowKey={(c) => c.id}
                emptyText={tabs.carriers.empty}
              />
            </Tabs.Content>
            <Tabs.Content value="history">
              <VirtualTable
                label="Email History"
                rows={tabs.history.rows}
                columns={tabs.history.spec.columns}
                rowKey={(h) => h.id}
                emptyText={tabs.history.empty}
              />
            </Tabs.Content>
            <Tabs.Content value="uploads">
              <VirtualTable
                label="File Uploads"
                rows={tabs.uploads.rows}
                columns={tabs.uploads.spec.columns}
                rowKey={(u) => u.id}
                emptyText={tabs.uploads.empty}
              />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <UploadDialog uploadId={shownUpload} onClose={() => setShownUpload(null)} />
      <ConfirmDialog
        open={confirming}
        title="Clear all debts"
        message="Are you sure you want to erase ALL debt records? This action cannot be undone."
        confirmLabel="Clear All Debts"
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </PageFrame>
  );
}
