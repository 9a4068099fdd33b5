import { Badge, Card, HStack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuEye, LuPencil } from 'react-icons/lu';
import { AgentDetailsDialog, type AgentListItem } from '../../components/agent-dialogs/AgentDetailsDialog';
import { carrierIdsOf } from '../../components/agent-dialogs/agentCarriers';
import { EditAgentDialog } from '../../components/agent-dialogs/EditAgentDialog';
import { TemplatesDialog, type TemplateAgent } from '../../components/agent-dialogs/TemplatesDialog';
import { ServerTable, type ServerColumn } from '../../components/display/ServerTable';
import { NO_AGENTS_FOUND } from '../../components/table/AgentTable';
import { PageFrame } from '../../components/layout/PageFrame';
import { statusColumn, totalDebtColumn } from '../../components/table/agentColumns';
import { CarrierCodeBadge } from '../../components/table/CarrierCodeBadge';
import { NameWithDetail } from '../../components/table/NameWithDetail';
import { RowActionButton } from '../../components/table/RowActionButton';
import { ShowingCount } from '../../components/table/ShowingCount';
import { totalDebtFigure } from '../../lib/totalDebtFigure';
import { useTRPC } from '../../lib/trpc';
import { CardHeading } from '../dashboard/CardHeading';
import { StatGrid } from '../dashboard/StatGrid';
import { templateAgentOf } from '../dashboard/templateAgent';
import { AgentFilterBar } from './AgentFilterBar';
import { ALL, statusFromLink, type AgentFilter } from './agentFilters';
import { useAgentWindow, type AgentRow } from './useAgentWindow';

type Carrier = { id: number; name: string; code: string };

export default function IndividualAgentsScreen() {
  const trpc = useTRPC();
  const counts = useQuery(trpc.agent.statusCounts.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const stats = useQuery(trpc.stats.dashboard.queryOptions());
  // The dashboard's Active / Terminated cards link here with ?status=…
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<AgentFilter>(() => ({
    search: '',
    carrierId: ALL,
    status: statusFromLink(searchParams.get('status')),
  }));
  const [viewing, setViewing] = useState<AgentListItem | null>(null);
  const [editing, setEditing] = useState<AgentListItem | null>(null);
  const [notifying, setNotifying] = useState<TemplateAgent | null>(null);

  const carrierById = useMemo(() => new Map((carriers.data ?? []).map((c) => [c.id, c])), [carriers.data]);

  function openTemplates(agent: AgentListItem) {
    setViewing(null);
    setNotifying(templateAgentOf(agent));
  }

  const columns = agentColumns(carrierById, setViewing, setEditing);
  // The server searches, filters and sorts the records and sends the rows in view (issue 15).
  const { table } = useAgentWindow(filter, columns);

  return (
    <PageFrame title="Individual Agents" subtitle="View and manage individual agent profiles" backToDashboard>
      <StatGrid
        loading={counts.isLoading}
        stats={[
          { label: 'Total Agents', value: counts.data?.total ?? 0 },
          { label: 'Active Agents', value: counts.data?.active ?? 0 },
          { label: 'Terminated', value: counts.data?.terminated ?? 0, caption: 'Agent records, owing or not' },
          { label: 'Total Debt', value: totalDebtFigure(stats.data?.totalDebt), loading: stats.isLoading },
        ]}
      />
      <Card.Root>
        <CardHeading
          title="All Agents"
          aside={<ShowingCount shown={table.window.total ?? 0} total={counts.data?.total ?? 0} noun="agents" />}
        />
        <Card.Body gap="4">
          <AgentFilterBar
            filter={filter}
            onChange={setFilter}
            placeholder="Search by name, ID, email, NPN, or upline..."
            carriers={carriers.data}
          />
          <ServerTable
            label="All Agents"
            table={table}
            columns={columns}
            rowKey={(a) => a.id}
            emptyText={NO_AGENTS_FOUND}
            rowHeight={60}
          />
        </Card.Body>
      </Card.Root>
      <AgentDetailsDialog
        agent={viewing}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        onOpenTemplates={openTemplates}
      />
      <EditAgentDialog agent={editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <TemplatesDialog
        agent={notifying}
        open={notifying !== null}
        onOpenChange={(open) => !open && setNotifying(null)}
      />
    </PageFrame>
  );
}

function agentColumns(
  carrierById: Map<number, Carrier>,
  onView: (agent: AgentListItem) => void,
  onEdit: (agent: AgentListItem) => void,
): ServerColumn<AgentRow>[] {
  return [
    {
      key: 'name',
      sortKey: 'name',
      header: 'Agent Name',
      render: (a) => <NameWithDetail name={a.name} detail={a.agentId ?? a.email ?? ''} />,
    },
    { key: 'npn', sortKey: 'npn', header: 'NPN', width: '120px', render: (a) => a.npn ?? '—' },
    {
      key: 'companies',
      header: 'Companies',
      render: (a) => {
        const company = a.companyId ? carrierById.get(a.companyId) : undefined;
        return company ? (
          <Badge variant="outline">{company.name}</Badge>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            None
          </Text>
        );
      },
    },
    {
      key: 'carriers',
      header: 'Carriers',
      render: (a) => (
        <Wrap gap="1">
          {carrierIdsOf(a).map((id) => (
            <CarrierCodeBadge key={id} code={carrierById.get(id)?.code ?? `Carrier ${id}`} />
          ))}
        </Wrap>
      ),
    },
    { ...statusColumn('120px'), sortKey: 'status' },
    { ...totalDebtColumn('Total Debt', '140px'), sortKey: 'totalDebt' },
    {
      key: 'actions',
      header: 'Actions',
      width: '220px',
      render: (a) => (
        <HStack gap="2">
          <RowActionButton onClick={() => onView(a)}>
            <LuEye /> View Details
          </RowActionButton>
          <RowActionButton onClick={() => onEdit(a)}>
            <LuPencil /> Edit
          </RowActionButton>
        </HStack>
      ),
    },
  ];
}
