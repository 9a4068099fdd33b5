import { Badge, Button, Dialog, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DialogFooterActions } from '../../components/dialog/DialogFooterActions';
import { DialogTableHeader } from '../../components/dialog/DialogTableHeader';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatusBadge } from '../../components/display/StatusBadge';
import { carrierDebtOf, type UnifiedRow } from './unifiedRows';

type CarrierBreakdownDialogProps = {
  person: UnifiedRow | null;
  carriers: readonly Carrier[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddDebt: () => void;
};

const CARRIER_COLUMNS = ['Carrier', 'Agent ID', 'Debt Amount', 'Status'];

type Carrier = { id: number; name: string; code: string };

/** One carrier's line: the person's agent id, debt and status there, or that they have no record. */
function CarrierDebtRow({ carrier, entry }: { carrier: Carrier; entry: ReturnType<typeof carrierDebtOf> }) {
  return (
    <Table.Row>
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
}

/** '{name} Carrier Breakdown': the person's agent id, debt and status with every carrier. */
export function CarrierBreakdownDialog({
  person,
  carriers,
  open,
  onOpenChange,
  onAddDebt,
}: CarrierBreakdownDialogProps) {
  return (
    <AppDialog
      title={person ? `${person.name} Carrier Breakdown` : 'Carrier Breakdown'}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      footer={
        <DialogFooterActions dismissLabel="Close">
          <Button colorPalette="blue" onClick={onAddDebt} disabled={!person}>
            <LuPlus /> Add Debt
          </Button>
        </DialogFooterActions>
      }
    >
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
            {/* On a phone the four columns are wider than the dialog: the table scrolls, not the dialog. */}
            <Table.ScrollArea>
              <Table.Root size="sm" variant="outline">
                <DialogTableHeader columns={CARRIER_COLUMNS} amountColumn="Debt Amount" />
                <Table.Body>
                  {carriers.map((carrier) => (
                    <CarrierDebtRow key={carrier.id} carrier={carrier} entry={carrierDebtOf(person, carrier.id)} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        </Dialog.Body>
      )}
    </AppDialog>
  );
}
