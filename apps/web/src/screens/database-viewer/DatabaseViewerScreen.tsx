import { Badge, Button, Card, Tabs } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/display/ConfirmDialog';
import { PageFrame } from '../../components/layout/PageFrame';
import { UploadDialog } from '../../components/upload/UploadDialog';
import { errorMessage } from '../../lib/api';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { ALL, type AgentFilter } from '../individual-agents/agentFilters';
import { useDebounced } from '../../lib/useDebounced';
import { carrierTab } from './tables';
import { useHistoryTab } from './historyTab';
import { useUploadsTab } from './uploadsTab';
import { useAgentsTab } from './agentsTab';
import { NO_DEBT_FILTER, type DebtFilter } from './debtFilters';
import { useDebtsTab } from './debtsTab';
import { ViewerAgentFilters } from './ViewerAgentFilters';
import { ViewerDebtFilters } from './ViewerDebtFilters';
import { viewerTab, type ViewerTab } from './viewerTab';

type TabKey = 'agents' | 'debts' | 'carriers' | 'history' | 'uploads';

export default function DatabaseViewerScreen() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const [tab, setTab] = useState<TabKey>('agents');
  const [filter, setFilter] = useState<AgentFilter>({ search: '', carrierId: ALL, status: ALL });
  const [debtFilter, setDebtFilter] = useState<DebtFilter>(NO_DEBT_FILTER);
  const [confirming, setConfirming] = useState(false);
  const [shownUpload, setShownUpload] = useState<number | null>(null);

  const agents = useAgentsTab(filter);
  const debts = useDebtsTab(useDebounced(debtFilter));
  const history = useHistoryTab();
  const uploads = useUploadsTab((u) => setShownUpload(u.id));
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

  const tabs: Record<TabKey, ViewerTab> = {
    agents,
    debts,
    carriers: viewerTab(carriers.data ?? [], carrierTab()),
    history,
    uploads,
  };
  // What stands above a tab's table: its own search and filters, with how many rows they keep.
  const filterBar = <F,>(value: F, onChange: (filter: F) => void, shown: number, total: number | undefined) => ({
    filter: value,
    onChange,
    carriers: carriers.data,
    shown,
    total: total ?? 0,
  });
  const toolbars: Partial<Record<TabKey, ReactNode>> = {
    agents: <ViewerAgentFilters {...filterBar(filter, setFilter, agents.shown ?? 0, agents.total)} />,
    debts: (
      <ViewerDebtFilters
        {...filterBar(debtFilter, setDebtFilter, debts.shown ?? 0, debts.total)}
        onClearAll={() => setConfirming(true)}
      />
    ),
  };

  async function exportTab() {
    const current = tabs[tab];
    if (!current.rowCount) {
      notifyInfo('No data to export', `The ${current.label} tab is empty.`);
      return;
    }
    try {
      await current.download();
    } catch (error) {
      notifyError('Export failed', errorMessage(error, `The ${current.label} tab could not be exported`));
    }
  }

  return (
    <PageFrame
      title="Database Viewer"
      subtitle="Every record in the database, table by table"
      actions={
        <Button variant="outline" onClick={() => void exportTab()}>
          <LuDownload /> Export Data
        </Button>
      }
    >
      <Card.Root>
        <Card.Body gap="4">
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as TabKey)} variant="line">
            {/* On a narrow screen the tabs wrap onto a second line rather than squeeze their counts onto the labels. */}
            <Tabs.List flexWrap="wrap">
              {(Object.keys(tabs) as TabKey[]).map((key) => (
                <Tabs.Trigger key={key} value={key} whiteSpace="nowrap" flexShrink="0">
                  {tabs[key].label}
                  <Badge ml="1" variant="subtle">
                    {tabs[key].total}
                  </Badge>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {(Object.keys(tabs) as TabKey[]).map((key) => (
              <Tabs.Content key={key} value={key}>
                {toolbars[key] ?? tabs[key].toolbar}
                {tabs[key].table}
              </Tabs.Content>
            ))}
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
