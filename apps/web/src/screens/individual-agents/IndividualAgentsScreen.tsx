import { Badge, Card, HStack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuEye, LuPencil } from 'react-icons/lu';
import { AgentDetailsDialog, type AgentListItem } from '../../components/agent-dialogs/AgentDetailsDialog';
import { carrierIdsOf } from '../../components/agent-dialogs/agentCarriers';
import { EditAgentDialog } from '../../components/agent-dialogs/EditAgentDialog';
import { TemplatesDialog, type TemplateAgent } from '../../components/agent-dialogs/TemplatesDialog';
import type { Column } from '../../components/display/VirtualTable';
import { PageFrame } from '../../components/layout/PageFrame';
import { AgentTable } from '../../components/table/AgentTable';
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
import { ALL, filterAgents, statusFromLink, type AgentFilter } from './agentFilters';
import { countStatuses } from '../team-view/teamView';

type Carrier = { id: number; name: string; code: string };

export default function IndividualAgentsScreen() {
  const trpc = useTRPC();
  const agents = useQuery(trpc.agent.list.queryOptions());
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

  const rows = useMemo(() => filterAgents(agents.data ?? [], filter), [agents.data, filter]);
  const counts = useMemo(() => countStatuses(agents.data ?? []), [agents.data]);
  const carrierById = useMemo(() => new Map((carriers.data ?? []).map((c) => [c.id, c])), [carriers.data]);

  function openTemplates(agent: AgentListItem) {
    setViewing(null);
    setNotifying(templateAgentOf(agent));
  }

  const columns = agentColumns(carrierById, setViewing, setEditing);

  return (
    <PageFrame title="Individual Agents" subtitle="View and manage individual agent profiles" backToDashboard>
      <StatGrid
        loading={agents.isLoading}
        stats={[
          { label: 'Total Agents', value: agents.data?.length ?? 0 },
          { label: 'Active Agents', value: counts.active },
          { label: 'Terminated', value: counts.terminated, caption: 'Agent records, owing or not' },
          { label: 'Total Debt', value: totalDebtFigure(stats.data?.totalDebt), loading: stats.isLoading },
        ]}
      />
      <Card.Root>
        <CardHeading
          title="All Agents"
          aside={<ShowingCount shown={rows.length} total={agents.data?.length ?? 0} noun="agents" />}
        />
        <Card.Body gap="4">
          <AgentFilterBar
            filter={filter}
            onChange={setFilter}
            placeholder="Search by name, ID, email, NPN, or upline..."
            carriers={carriers.data}
          />
          <AgentTable label="All Agents" rows={rows} columns={columns} loading={agents.isLoading} rowHeight={60} />
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
): Column<AgentListItem>[] {
  return [
    {
      key: 'name',
      header: 'Agent Name',
      sortValue: (a) => a.name,
      render: (a) => <NameWithDetail name={a.name} detail={a.agentId ?? a.email ?? ''} />,
    },
    { key: 'npn', header: 'NPN', width: '120px', sortValue: (a) => a.npn, render: (a) => a.npn ?? '—' },
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
    statusColumn('120px'),
    totalDebtColumn('Total Debt', '140px'),
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
