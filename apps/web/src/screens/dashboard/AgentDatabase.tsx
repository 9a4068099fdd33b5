import { Button, Card, Flex, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuDownload, LuEllipsis, LuEye } from 'react-icons/lu';
import { AgentDetailsDialog, type AgentListItem } from '../../components/agent-dialogs/AgentDetailsDialog';
import { TemplatesDialog, type TemplateAgent } from '../../components/agent-dialogs/TemplatesDialog';
import { DebtAgeBadge } from '../../components/display/DebtAgeBadge';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import { Tooltip } from '../../components/ui/tooltip';
import { statusColumn, totalDebtColumn } from '../../components/table/agentColumns';
import { NameWithDetail } from '../../components/table/NameWithDetail';
import { ShowingCount } from '../../components/table/ShowingCount';
import { NO_AGENTS_FOUND } from '../../components/table/AgentTable';
import { errorMessage } from '../../lib/api';
import { downloadFromServer } from '../../lib/download';
import { notifyError, notifyInfo } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { AgentSelectFilters } from '../../components/filters/AgentSelectFilters';
import { ALL } from '../individual-agents/agentFilters';
import { agentExportPath } from '../individual-agents/agentQuery';
import { useAgentWindow, type AgentRow } from '../individual-agents/useAgentWindow';
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
 * filters, export; every row on one page, virtualised. The server searches, filters and sorts the
 * records and sends the rows in view (issue 15); the export streams the same rows from the server.
 */
export function AgentDatabase({ search }: { search: string }) {
  const trpc = useTRPC();
  const counts = useQuery(trpc.agent.statusCounts.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const [carrierId, setCarrierId] = useState(ALL);
  const [status, setStatus] = useState(ALL);
  const [viewing, setViewing] = useState<AgentListItem | null>(null);
  const [notifying, setNotifying] = useState<TemplateAgent | null>(null);
  const { table, query } = useAgentWindow({ search, carrierId, status }, DATA_COLUMNS);

  function openTemplates(agent: AgentListItem) {
    setViewing(null);
    setNotifying(templateAgentOf(agent));
  }

  async function exportCsv() {
    if (table.window.total === 0) {
      notifyInfo('No data to export', 'There are no agents to export.');
      return;
    }
    try {
      await downloadFromServer(agentExportPath(query), 'agents.csv');
    } catch (error) {
      notifyError('Export failed', errorMessage(error, 'The agents could not be exported'));
    }
  }

  const columns: ServerColumn<AgentRow>[] = [
    ...DATA_COLUMNS,
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
            <Button variant="outline" size="sm" onClick={() => void exportCsv()}>
              <LuDownload /> Export
            </Button>
          </HStack>
        }
      />
      <Card.Body gap="4">
        <ServerTable
          label="Agent Database"
          table={table}
          columns={columns}
          rowKey={(a) => a.id}
          emptyText={NO_AGENTS_FOUND}
        />
        <Flex justify="space-between" align="center">
          <ShowingCount shown={table.window.total ?? 0} total={counts.data?.total ?? 0} noun="results" />
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

/** The columns that show data, each sorted on the server by its sortKey. */
const DATA_COLUMNS: ServerColumn<AgentRow>[] = [
  {
    key: 'agent',
    sortKey: 'name',
    header: 'Agent',
    render: (a) => <NameWithDetail stacked name={a.name} detail={a.agentId ?? a.npn ?? ''} />,
  },
  { key: 'carrier', sortKey: 'carrier', header: 'Carrier', render: (a) => a.carrier?.name ?? '-' },
  { ...statusColumn('120px'), sortKey: 'status' },
  { ...totalDebtColumn('Debt Amount', '140px'), sortKey: 'totalDebt' },
  {
    key: 'age',
    sortKey: 'debtAge',
    header: 'Debt Age',
    width: '120px',
    // The age is the age of what is owed: nothing owed (zero or a credit), no age badge.
    render: (a) => (a.totalDebt > 0 ? <DebtAgeBadge days={a.debtAge} /> : '-'),
  },
  { key: 'upline', sortKey: 'upline', header: 'Upline', render: (a) => a.upline ?? '-' },
  {
    key: 'contact',
    sortKey: 'lastContact',
    header: 'Last Contact',
    width: '130px',
    render: (a) => lastContactLabel(a.lastContactAt),
  },
];
