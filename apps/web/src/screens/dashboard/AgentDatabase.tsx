import { Button, Card, Flex, HStack, IconButton, Menu, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { fileDate } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuDownload, LuEllipsis, LuEye } from 'react-icons/lu';
import { AgentDetailsDialog, type AgentListItem } from '../../components/agent-dialogs/AgentDetailsDialog';
import { TemplatesDialog, type TemplateAgent } from '../../components/agent-dialogs/TemplatesDialog';
import { DebtAgeBadge } from '../../components/display/DebtAgeBadge';
import { Tooltip } from '../../components/ui/tooltip';
import type { Column } from '../../components/display/VirtualTable';
import { AgentTable } from '../../components/table/AgentTable';
import { statusColumn, totalDebtColumn } from '../../components/table/agentColumns';
import { NameWithDetail } from '../../components/table/NameWithDetail';
import { ShowingCount } from '../../components/table/ShowingCount';
import { downloadCsv } from '../../lib/download';
import { notifyInfo } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { AgentSelectFilters } from '../../components/filters/AgentSelectFilters';
import { ALL, filterAgents } from '../individual-agents/agentFilters';
import { AGENT_EXPORT_HEADER, agentExportRows } from './agentExport';
import { CardHeading } from './CardHeading';
import { lastContactLabel } from './lastContact';
import { templateAgentOf } from './templateAgent';

const DASHBOARD_STATUSES = [
  { value: ALL, label: 'All Status' },
  { value: 'active', label: 'active' },
  { value: 'terminated', label: 'terminated' },
];

/**
 * The dashboard's Agent Database table: the page's 'Search agents...' box plus carrier and status
 * filters, export; every row on one page, virtualised.
 */
export function AgentDatabase({ search }: { search: string }) {
  const trpc = useTRPC();
  const agents = useQuery(trpc.agent.list.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const [carrierId, setCarrierId] = useState(ALL);
  const [status, setStatus] = useState(ALL);
  const [viewing, setViewing] = useState<AgentListItem | null>(null);
  const [notifying, setNotifying] = useState<TemplateAgent | null>(null);
  const rows = useMemo(
    () => filterAgents(agents.data ?? [], { search, carrierId, status }),
    [agents.data, search, carrierId, status],
  );

  function openTemplates(agent: AgentListItem) {
    setViewing(null);
    setNotifying(templateAgentOf(agent));
  }

  function exportCsv() {
    if (!rows.length) {
      notifyInfo('No data to export', 'There are no agents to export.');
      return;
    }
    downloadCsv(`agents-${fileDate()}.csv`, AGENT_EXPORT_HEADER, agentExportRows(rows));
  }

  const columns: Column<AgentListItem>[] = [
    {
      key: 'agent',
      header: 'Agent',
      sortValue: (a) => a.name,
      render: (a) => <NameWithDetail stacked name={a.name} detail={a.agentId ?? a.npn ?? ''} />,
    },
    { key: 'carrier', header: 'Carrier', sortValue: (a) => a.carrier?.name, render: (a) => a.carrier?.name ?? '-' },
    statusColumn('120px'),
    totalDebtColumn('Debt Amount', '140px'),
    {
      key: 'age',
      header: 'Debt Age',
      sortValue: (a) => (a.totalDebt > 0 ? a.debtAge : null),
      width: '120px',
      // The age is the age of what is owed: nothing owed (zero or a credit), no age badge.
      render: (a) => (a.totalDebt > 0 ? <DebtAgeBadge days={a.debtAge} /> : '-'),
    },
    { key: 'upline', header: 'Upline', sortValue: (a) => a.upline, render: (a) => a.upline ?? '-' },
    {
      key: 'contact',
      header: 'Last Contact',
      width: '130px',
      sortValue: (a) => a.lastContactAt,
      render: (a) => lastContactLabel(a.lastContactAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: '110px',
      render: (a) => (
        <HStack gap="1">
          <Tooltip content="View details">
            <IconButton size="xs" variant="ghost" aria-label={`View ${a.name}`} onClick={() => setViewing(a)}>
              <LuEye />
            </IconButton>
          </Tooltip>
          <Menu.Root>
            <Menu.Trigger asChild>
              <IconButton size="xs" variant="ghost" aria-label={`More actions for ${a.name}`}>
                <LuEllipsis />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="view" onClick={() => setViewing(a)}>
                    View details
                  </Menu.Item>
                  <Menu.Item value="notice" onClick={() => setNotifying(templateAgentOf(a))}>
                    Email templates
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      ),
    },
  ];

  return (
    <Card.Root>
      <CardHeading
        title="Agent Database"
        aside={
          <HStack gap="3" wrap="wrap">
            <AgentSelectFilters
              carriers={carriers.data}
              carrierId={carrierId}
              onCarrierChange={setCarrierId}
              statuses={DASHBOARD_STATUSES}
              status={status}
              onStatusChange={setStatus}
            />
            <Button variant="outline" size="sm" onClick={exportCsv}>
              <LuDownload /> Export
            </Button>
          </HStack>
        }
      />
      <Card.Body gap="4">
        {agents.isLoading ? (
          <Stack gap="2">
            <Text color="fg.muted">Loading agents...</Text>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height="10" />
            ))}
          </Stack>
        ) : (
          <AgentTable label="Agent Database" rows={rows} columns={columns} loading={agents.isLoading} />
        )}
        <Flex justify="space-between" align="center">
          <ShowingCount shown={rows.length} total={agents.data?.length ?? 0} noun="results" />
          <HStack>
            <Button size="sm" variant="outline" disabled>
              Previous
            </Button>
            <Button size="sm" variant="outline" disabled>
              Next
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
      <AgentDetailsDialog
        agent={viewing}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        onOpenTemplates={openTemplates}
      />
      <TemplatesDialog
        agent={notifying}
        open={notifying !== null}
        onOpenChange={(open) => !open && setNotifying(null)}
      />
    </Card.Root>
  );
}
