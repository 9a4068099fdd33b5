import type { TTeam } from '@agentledger/schema';
import { Dialog, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatusBadge } from '../../components/display/StatusBadge';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import { useTRPC } from '../../lib/trpc';

type TeamMembersDialogProps = { npn: string | null; name: string; onClose: () => void };

type TeamMember = TTeam['members'][number];

/**
 * A team can be thousands of people (4,095 in a 20,000-agent agency): the rows are virtualised,
 * so only those in view are drawn.
 */
const MEMBER_COLUMNS: readonly Column<TeamMember>[] = [
  { key: 'name', header: 'Name', sortValue: (m) => m.name, render: (m) => <Text fontWeight="medium">{m.name}</Text> },
  { key: 'agentIds', header: 'Agent IDs', render: (m) => m.agentIds.join(', ') || '—' },
  { key: 'npn', header: 'NPN', sortValue: (m) => m.npn, render: (m) => m.npn ?? '—' },
  { key: 'status', header: 'Status', sortValue: (m) => m.status, render: (m) => <StatusBadge status={m.status} /> },
  {
    key: 'contact',
    header: 'Contact',
    render: (m) =>
      m.email || m.phone ? (
        <Stack gap="0" fontSize="sm">
          {m.email && <Text>{m.email}</Text>}
          {m.phone && <Text color="fg.muted">{m.phone}</Text>}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No contact info
        </Text>
      ),
  },
  {
    key: 'totalDebt',
    header: 'Total Debt',
    align: 'end',
    sortValue: (m) => m.totalDebt,
    render: (m) => <DebtAmount amount={m.totalDebt} />,
  },
];

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg">
        {children}
      </Text>
    </Stack>
  );
}

/** 'View Team': the manager's figures and everyone in their downline. */
export function TeamMembersDialog({ npn, name, onClose }: TeamMembersDialogProps) {
  const trpc = useTRPC();
  const team = useQuery({ ...trpc.team.members.queryOptions({ npn: npn ?? '' }), enabled: npn !== null });
  const data = team.data;
  return (
    <AppDialog
      title={`${name} — Team`}
      open={npn !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      scrollBehavior="inside"
    >
      <Dialog.Body>
        {!data ? (
          <Skeleton height="40" />
        ) : (
          <Stack gap="4">
            <SimpleGrid columns={4} gap="3">
              <Figure label="NPN">{npn}</Figure>
              <Figure label="Team Size">{data.manager.teamSize}</Figure>
              <Figure label="Personal Debt">
                <DebtAmount amount={data.manager.personalDebt} />
              </Figure>
              <Figure label="Total Team Debt">
                <DebtAmount amount={data.manager.teamDebt} />
              </Figure>
            </SimpleGrid>
            <VirtualTable
              rows={data.members}
              columns={MEMBER_COLUMNS}
              rowKey={(m) => m.id}
              emptyText="No team members"
              maxHeight="50vh"
              minWidth="760px"
              label="Team members"
            />
          </Stack>
        )}
      </Dialog.Body>
    </AppDialog>
  );
}
