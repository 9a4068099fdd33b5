import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageFrame } from '../../components/layout/PageFrame';
import { ShowingCount } from '../../components/table/ShowingCount';
import { totalDebtFigure } from '../../lib/totalDebtFigure';
import { useTRPC } from '../../lib/trpc';
import { CardHeading } from '../dashboard/CardHeading';
import { StatGrid } from '../dashboard/StatGrid';
import { AgentFilterBar } from '../individual-agents/AgentFilterBar';
import { HierarchyTable } from './HierarchyTable';
import { TeamIndividualsTable } from './TeamIndividualsTable';
import { TeamMembersDialog } from './TeamMembersDialog';
import {
  countStatuses,
  hierarchyRows,
  managerMatches,
  personMatches,
  type HierarchyRow,
  type TeamFilter,
} from './teamView';

export default function TeamViewScreen() {
  const trpc = useTRPC();
  const managers = useQuery(trpc.team.managers.queryOptions());
  const people = useQuery(trpc.unifiedAgent.list.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const settings = useQuery(trpc.settings.get.queryOptions());
  const stats = useQuery(trpc.stats.dashboard.queryOptions());
  const [filter, setFilter] = useState<TeamFilter>({ search: '', carrierId: 'all', status: 'all' });
  const [team, setTeam] = useState<HierarchyRow | null>(null);

  const carrierCode = carriers.data?.find((c) => String(c.id) === filter.carrierId)?.code ?? null;
  const hierarchy = useMemo(() => {
    if (!settings.data || !managers.data || !people.data) return [];
    return hierarchyRows(settings.data, managers.data, people.data);
  }, [settings.data, managers.data, people.data]);
  const shownHierarchy = hierarchy.filter((row) => managerMatches(row, filter, carrierCode));
  const counts = useMemo(() => countStatuses(people.data ?? []), [people.data]);
  const shownPeople = useMemo(() => (people.data ?? []).filter((p) => personMatches(p, filter)), [people.data, filter]);

  return (
    <PageFrame title="Team View" subtitle="Organizational hierarchy and team management overview" backToDashboard>
      <StatGrid
        loading={people.isLoading}
        stats={[
          { label: 'Total Uplines', value: managers.data?.length ?? 0, loading: managers.isLoading },
          { label: 'Active People', value: counts.active, caption: 'Each person once, over all carriers' },
          { label: 'Terminated People', value: counts.terminated, caption: 'No active record at any carrier' },
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
            loading={managers.isLoading || people.isLoading || settings.isLoading}
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
            <ShowingCount shown={shownPeople.length} total={people.data?.length ?? 0} noun="agents" />
          </Flex>
        </Card.Header>
        <Card.Body>
          <TeamIndividualsTable rows={shownPeople} loading={people.isLoading} />
        </Card.Body>
      </Card.Root>
      <TeamMembersDialog npn={team?.teamNpn ?? null} name={team?.name ?? ''} onClose={() => setTeam(null)} />
    </PageFrame>
  );
}
