import { Dialog, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DialogTableHeader } from '../../components/dialog/DialogTableHeader';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatusBadge } from '../../components/display/StatusBadge';
import { useTRPC } from '../../lib/trpc';

type TeamMembersDialogProps = { npn: string | null; name: string; onClose: () => void };

const MEMBER_COLUMNS = ['Name', 'Agent IDs', 'NPN', 'Status', 'Contact', 'Total Debt'];

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
            <Table.Root size="sm" variant="outline">
              <DialogTableHeader columns={MEMBER_COLUMNS} amountColumn="Total Debt" />
              <Table.Body>
                {data.members.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={6} textAlign="center" color="fg.muted">
                      No team members
                    </Table.Cell>
                  </Table.Row>
                )}
                {data.members.map((m) => (
                  <Table.Row key={m.id}>
                    <Table.Cell fontWeight="medium">{m.name}</Table.Cell>
                    <Table.Cell>{m.agentIds.join(', ') || '—'}</Table.Cell>
                    <Table.Cell>{m.npn ?? '—'}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={m.status} />
                    </Table.Cell>
                    <Table.Cell>
                      {m.email || m.phone ? (
                        <Stack gap="0" fontSize="sm">
                          {m.email && <Text>{m.email}</Text>}
                          {m.phone && <Text color="fg.muted">{m.phone}</Text>}
                        </Stack>
                      ) : (
                        <Text fontSize="sm" color="fg.muted">
                          No contact info
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <DebtAmount amount={m.totalDebt} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
        )}
      </Dialog.Body>
    </AppDialog>
  );
}
