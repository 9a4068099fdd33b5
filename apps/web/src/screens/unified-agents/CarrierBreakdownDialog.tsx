import { Badge, Button, CloseButton, Dialog, Flex, Portal, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatusBadge } from '../../components/display/StatusBadge';
import { carrierDebtOf, type UnifiedRow } from './unifiedRows';

type CarrierBreakdownDialogProps = {
  person: UnifiedRow | null;
  carriers: readonly { id: number; name: string; code: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddDebt: () => void;
};

/** '{name} Carrier Breakdown': the person's agent id, debt and status with every carrier. */
export function CarrierBreakdownDialog({
  person,
  carriers,
  open,
  onOpenChange,
  onAddDebt,
}: CarrierBreakdownDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{person ? `${person.name} Carrier Breakdown` : 'Carrier Breakdown'}</Dialog.Title>
            </Dialog.Header>
            {person && (
              <Dialog.Body>
                <Stack gap="5">
                  <SimpleGrid columns={2} gap="4" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
                    <Stack gap="0">
                      <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
                        NPN
                      </Text>
                      <Text fontWeight="semibold">{person.npn ?? 'Not Available'}</Text>
                    </Stack>
                    <Stack gap="0">
                      <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
                        Total Debt
                      </Text>
                      <Text fontWeight="semibold">
                        <DebtAmount amount={person.totalDebt} />
                      </Text>
                    </Stack>
                  </SimpleGrid>
                  <Table.Root size="sm" variant="outline">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Carrier</Table.ColumnHeader>
                        <Table.ColumnHeader>Agent ID</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Debt Amount</Table.ColumnHeader>
                        <Table.ColumnHeader>Status</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {carriers.map((carrier) => {
                        const entry = carrierDebtOf(person, carrier.id);
                        return (
                          <Table.Row key={carrier.id}>
                            <Table.Cell>
                              <Flex gap="2" align="center">
                                <Text>{carrier.name}</Text>
                                <Badge variant="outline">{carrier.code}</Badge>
                              </Flex>
                            </Table.Cell>
                            <Table.Cell>
                              {entry?.agentId ?? (
                                <Text as="span" color="fg.muted">
                                  Not Available
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell textAlign="end">
                              <DebtAmount amount={entry?.amount ?? 0} />
                            </Table.Cell>
                            <Table.Cell>
                              {entry?.status ? (
                                <StatusBadge status={entry.status} />
                              ) : (
                                <Text as="span" color="fg.muted">
                                  No Record
                                </Text>
                              )}
                            </Table.Cell>
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" onClick={onAddDebt} disabled={!person}>
                <LuPlus /> Add Debt
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
