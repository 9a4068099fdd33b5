import { Badge, Button, Card, Flex, Heading, HStack, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { formatMoney } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuEye, LuPencil } from 'react-icons/lu';
import { AgentDetailsDialog, type AgentListItem } from '../../components/agent-dialogs/AgentDetailsDialog';
import { carrierIdsOf } from '../../components/agent-dialogs/agentCarriers';
import { EditAgentDialog } from '../../components/agent-dialogs/EditAgentDialog';
import { TemplatesDialog, type TemplateAgent } from '../../components/agent-dialogs/TemplatesDialog';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatCard } from '../../components/display/StatCard';
import { StatusBadge } from '../../components/display/StatusBadge';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import { PageFrame } from '../../components/layout/PageFrame';
import { useTRPC } from '../../lib/trpc';
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
    setNotifying({
      name: agent.name,
      agentId: agent.agentId,
      carrierId: agent.carrierId,
      carrierName: agent.carrier?.name ?? null,
      totalDebt: agent.totalDebt,
      debtAge: agent.debtAge,
    });
  }

  const columns = agentColumns(carrierById, setViewing, setEditing);

  return (
    <PageFrame title="Individual Agents" subtitle="View and manage individual agent profiles" backToDashboard>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <StatCard label="Total Agents" value={agents.data?.length ?? 0} loading={agents.isLoading} />
        <StatCard label="Active Agents" value={counts.active} loading={agents.isLoading} />
        <StatCard
          label="Terminated"
          value={counts.terminated}
          caption="Agent records, owing or not"
          loading={agents.isLoading}
        />
        <StatCard
          label="Total Debt"
          value={formatMoney(Math.abs(stats.data?.totalDebt ?? 0))}
          loading={stats.isLoading}
        />
      </SimpleGrid>
      <Card.Root>
        <Card.Header>
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <Heading as="h2" size="lg">
              All Agents
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Showing {rows.length} of {agents.data?.length ?? 0} agents
            </Text>
          </Flex>
        </Card.Header>
        <Card.Body gap="4">
          <AgentFilterBar
            filter={filter}
            onChange={setFilter}
            placeholder="Search by name, ID, email, NPN, or upline..."
            carriers={carriers.data}
          />
          <VirtualTable
            label="All Agents"
            rows={rows}
            columns={columns}
            rowKey={(a) => a.id}
            emptyText={agents.isLoading ? 'Loading agents...' : 'No agents found matching your criteria.'}
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
): Column<AgentListItem>[] {
  return [
    {
      key: 'name',
      header: 'Agent Name',
      render: (a) => (
        <>
          <Text fontWeight="medium">{a.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {a.agentId ?? a.email ?? ''}
          </Text>
        </>
      ),
    },
    { key: 'npn', header: 'NPN', width: '120px', render: (a) => a.npn ?? '—' },
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
            <Badge key={id} colorPalette="blue" variant="subtle">
              {carrierById.get(id)?.code ?? `Carrier ${id}`}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    { key: 'status', header: 'Status', width: '120px', render: (a) => <StatusBadge status={a.status} /> },
    {
      key: 'debt',
      header: 'Total Debt',
      width: '140px',
      align: 'end',
      render: (a) => <DebtAmount amount={a.totalDebt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: '220px',
      render: (a) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => onView(a)}>
            <LuEye /> View Details
          </Button>
          <Button size="xs" variant="outline" onClick={() => onEdit(a)}>
            <LuPencil /> Edit
          </Button>
        </HStack>
      ),
    },
  ];
}
