import { Badge, Box, Button, Dialog, Flex, Heading, SimpleGrid, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuMail } from 'react-icons/lu';
import { DebtAmount } from '../display/DebtAmount';
import { StatusBadge } from '../display/StatusBadge';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { AppDialog } from '../dialog/AppDialog';
import { DialogTableHeader } from '../dialog/DialogTableHeader';
import { DialogFooterActions } from '../dialog/DialogFooterActions';
import { agentIdForCarrier, agentIdsOf, carrierIdsOf } from './agentCarriers';

export type AgentListItem = RouterOutputs['agent']['list'][number];

type AgentDetailsDialogProps = {
  agent: AgentListItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenTemplates: (agent: AgentListItem) => void;
};

const DEBT_COLUMNS = ['Carrier', 'Agent ID', 'Debt Amount', 'Last Updated'];

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="medium">{children || '—'}</Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The Individual Agents details: profile, contact, companies, carriers with writing numbers, debts. */
export function AgentDetailsDialog({ agent, open, onOpenChange, onOpenTemplates }: AgentDetailsDialogProps) {
  const trpc = useTRPC();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const debts = useQuery({ ...trpc.debt.list.queryOptions({ agentId: agent?.id ?? 0 }), enabled: open && !!agent });
  const carrierById = new Map((carriers.data ?? []).map((c) => [c.id, c]));
  const carrierName = (id: number | null) => (id === null ? '—' : (carrierById.get(id)?.name ?? `Carrier ${id}`));
  const company = agent?.companyId ? carrierById.get(agent.companyId) : undefined;

  return (
    <AppDialog
      title={agent ? `${agent.name} — Agent Details` : 'Agent Details'}
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      scrollBehavior="inside"
      footer={
        <DialogFooterActions
          dismissLabel="Close"
          dismissVariant="solid"
          extra={
            agent && (
              <Button variant="outline" onClick={() => onOpenTemplates(agent)}>
                <LuMail /> Email Templates
              </Button>
            )
          }
        />
      }
    >
      {agent && (
        <Dialog.Body>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Section title="Basic Information">
                <SimpleGrid columns={2} gap="3">
                  <Info label="Full Name">{agent.name}</Info>
                  <Info label="NPN">{agent.npn}</Info>
                  <Info label="Status">
                    <StatusBadge status={agent.status} />
                  </Info>
                  <Info label="Agent IDs">{agentIdsOf(agent).join(', ')}</Info>
                </SimpleGrid>
              </Section>
              <Section title="Contact Information">
                <SimpleGrid columns={2} gap="3">
                  <Info label="E-mail">{agent.email}</Info>
                  <Info label="Phone">{agent.phone}</Info>
                  <Info label="Upline">
                    {agent.upline ? `${agent.upline}${agent.uplineId ? ` (NPN ${agent.uplineId})` : ''}` : null}
                  </Info>
                </SimpleGrid>
              </Section>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Section title="Companies">
                {company ? (
                  <Wrap>
                    <Badge variant="outline">{company.name}</Badge>
                  </Wrap>
                ) : (
                  <Text color="fg.muted">No companies assigned</Text>
                )}
              </Section>
              <Section title="Carriers & Writing Numbers">
                {carrierIdsOf(agent).length === 0 ? (
                  <Text color="fg.muted">No carriers assigned</Text>
                ) : (
                  <Stack gap="2">
                    {carrierIdsOf(agent).map((id) => (
                      <Flex key={id} justify="space-between" gap="4">
                        <Badge colorPalette="blue" variant="subtle">
                          {carrierById.get(id)?.code ?? carrierName(id)}
                        </Badge>
                        <Text fontFamily="mono" fontSize="sm">
                          {agentIdForCarrier(agent, id) ?? 'Not Available'}
                        </Text>
                      </Flex>
                    ))}
                  </Stack>
                )}
              </Section>
            </SimpleGrid>
            <Section title="Debts">
              <Table.Root size="sm">
                <DialogTableHeader columns={DEBT_COLUMNS} amountColumn="Debt Amount" />
                <Table.Body>
                  {(debts.data ?? []).length === 0 && (
                    <Table.Row>
                      <Table.Cell colSpan={4} color="fg.muted" textAlign="center">
                        {debts.isLoading ? 'Loading debts...' : 'No debts recorded'}
                      </Table.Cell>
                    </Table.Row>
                  )}
                  {(debts.data ?? []).map((debt) => (
                    <Table.Row key={debt.id}>
                      <Table.Cell>{carrierName(debt.carrierId)}</Table.Cell>
                      <Table.Cell>{agentIdForCarrier(agent, debt.carrierId) ?? 'Not Available'}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <DebtAmount amount={debt.amount} paid={debt.status === 'paid'} />
                      </Table.Cell>
                      <Table.Cell>{new Date(debt.updatedAt).toLocaleDateString('en-US')}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Section>
          </Stack>
        </Dialog.Body>
      )}
    </AppDialog>
  );
}
