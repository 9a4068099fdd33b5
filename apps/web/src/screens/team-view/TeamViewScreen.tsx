import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { TAgentStatus } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServerTable } from '../../components/display/useServerTable';
import { PageFrame } from '../../components/layout/PageFrame';
import { ShowingCount } from '../../components/table/ShowingCount';
import { totalDebtFigure } from '../../lib/totalDebtFigure';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import { CardHeading } from '../dashboard/CardHeading';
import { StatGrid } from '../dashboard/StatGrid';
import { AgentFilterBar } from '../individual-agents/AgentFilterBar';
import { unifiedQuery } from '../unified-agents/unifiedRows';
import { ALL } from '../individual-agents/agentFilters';
import { HierarchyTable } from './HierarchyTable';
import { TeamIndividualsTable, teamIndividualColumns } from './TeamIndividualsTable';
import { TeamMembersDialog } from './TeamMembersDialog';
import { hierarchyRows, managerMatches, type HierarchyRow, type TeamFilter } from './teamView';

type Person = RouterOutputs['unifiedAgent']['window']['rows'][number];

export default function TeamViewScreen() {
  const trpc = useTRPC();
  const managers = useQuery(trpc.team.managers.queryOptions());
  const organisation = useQuery(trpc.team.organisation.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const settings = useQuery(trpc.settings.get.queryOptions());
  const stats = useQuery(trpc.stats.dashboard.queryOptions());
  const [filter, setFilter] = useState<TeamFilter>({ search: '', carrierId: ALL, status: ALL });
  const [team, setTeam] = useState<HierarchyRow | null>(null);

  const carrierCode = carriers.data?.find((c) => String(c.id) === filter.carrierId)?.code ?? null;
  const hierarchy = useMemo(() => {
    if (!settings.data || !managers.data || !organisation.data) return [];
    return hierarchyRows(settings.data, managers.data, organisation.data);
  }, [settings.data, managers.data, organisation.data]);
  const shownHierarchy = hierarchy.filter((row) => managerMatches(row, filter, carrierCode));

  // The people table: the server searches, filters and sorts the people and sends the rows in view (issue 15).
  const columns = useMemo(() => teamIndividualColumns<Person>(), []);
  const search = useDebounced(filter.search);
  const { table } = useServerTable(
    columns,
    (sort, sortKey) =>
      unifiedQuery({ ...filter, search, status: filter.status as 'all' | TAgentStatus }, sort, sortKey),
    (query, offset, limit) => trpc.unifiedAgent.window.queryOptions({ ...query, offset, limit }),
  );

  return (
    <PageFrame title="Team View" subtitle="Organizational hierarchy and team management overview" backToDashboard>
      <StatGrid
        loading={organisation.isLoading}
        stats={[
          { label: 'Total Uplines', value: managers.data?.length ?? 0, loading: managers.isLoading },
          {
            label: 'Active Agents',
            value: organisation.data?.active ?? 0,
            caption: 'Each person once, over all carriers',
          },
          {
            label: 'Terminated',
            value: organisation.data?.terminated ?? 0,
            caption: 'No active record at any carrier',
          },
          { label: 'Team Debt', value: totalDebtFigure(stats.data?.totalDebt), loading: stats.isLoading },
        ]}
      />
      <AgentFilterBar
        filter={filter}
        onChange={setFilter}
        placeholder="Search agents by name, ID, email, or upline..."
        carriers={carriers.data}
      />
      <Card.Root>
        <CardHeading title="FFL Organizational Structure" />
        <Card.Body>
          <HierarchyTable
            rows={shownHierarchy}
            loading={managers.isLoading || organisation.isLoading || settings.isLoading}
            onViewTeam={setTeam}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Flex justify="space-between" align="center">
            <Stack gap="0">
              <Heading as="h2" size="lg">
                Individual Agents
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                One row per person, across all their carriers
              </Text>
            </Stack>
            <ShowingCount shown={table.window.total ?? 0} total={organisation.data?.people ?? 0} noun="agents" />
          </Flex>
        </Card.Header>
        <Card.Body>
          <TeamIndividualsTable table={table} columns={columns} />
        </Card.Body>
      </Card.Root>
      <TeamMembersDialog npn={team?.teamNpn ?? null} name={team?.name ?? ''} onClose={() => setTeam(null)} />
    </PageFrame>
  );
}
