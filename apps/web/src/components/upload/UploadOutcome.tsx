import { Badge, Box, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { formatMoney, type TFileUploadDetail, type TPersonChange, type TReportChanges } from '@agentledger/schema';
import { DebtAmount } from '../display/DebtAmount';
import { ClearsMostWarning } from './ClearsMostWarning';
import { NameOrderNote } from './NameOrderNote';
import { describeLayout, type ReportUploadResult } from './uploadResult';
import { countOf } from '../../lib/plural';

/** An ISO day as staff read it: 2026-10-31 → 10/31/2026. */
const usDay = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

/** How many people are listed under the largest changes; the rest are counted. */
const PEOPLE_LISTED = 50;

const STATUS_LABELS: Record<string, { label: string; palette: string }> = {
  draft: { label: 'Preview: nothing applied yet', palette: 'blue' },
  success: { label: 'Applied', palette: 'green' },
  undone: { label: 'Undone', palette: 'orange' },
  discarded: { label: 'Discarded', palette: 'gray' },
  failed: { label: 'Failed', palette: 'red' },
};

export function UploadStatusBadge({ status }: { status: string }) {
  const { label, palette } = STATUS_LABELS[status] ?? STATUS_LABELS.failed!;
  return <Badge colorPalette={palette}>{label}</Badge>;
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" textAlign="center">
      <Text fontSize="xl" fontWeight="semibold" data-testid={`outcome-${label.toLowerCase()}`}>
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

type Summary = {
  changes: TReportChanges;
  layout: ReportUploadResult['layout'];
  errors: string[];
};

/** Reads an upload's stored summary (GET /file-uploads/{id}) in the shape of an upload result. */
export function summaryOf(detail: Pick<TFileUploadDetail, 'summary'> | { summary?: unknown }): Summary | null {
  const s = detail.summary as (TReportChanges & { layout?: Summary['layout']; errorList?: string[] }) | null;
  if (!s?.layout) return null;
  const { new: created, increased, decreased, cleared, unchanged, totalBefore, totalAfter } = s;
  return {
    changes: { new: created, increased, decreased, cleared, unchanged, totalBefore, totalAfter },
    layout: s.layout,
    errors: s.errorList ?? [],
  };
}

/**
 * What an upload did (or, as a preview, would do): counts per kind of change, the carrier's total
 * before → after, the largest per-person changes, the row errors, and the layout and columns read.
 */
export function UploadOutcome({ summary, people }: { summary: Summary; people: readonly TPersonChange[] }) {
  const { changes, layout, errors } = summary;
  const older = layout.olderThanApplied;
  return (
    <Stack gap="3">
      {older && (
        <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="2" role="alert">
          <Text color="orange.800" data-testid="older-statement">
            This statement ({usDay(layout.statementDate ?? '')}) is older than &quot;{older.filename}&quot; (
            {usDay(older.statementDate)}), already applied for this carrier: its balances replace newer ones. Discard or
            undo it if it was uploaded by mistake.
          </Text>
        </Box>
      )}
      {layout.clearsMost && <ClearsMostWarning clearsMost={layout.clearsMost} />}
      {layout.nameOrder === 'last-first' && <NameOrderNote layout={layout} />}
      <SimpleGrid columns={{ base: 2, sm: 5 }} gap="2">
        <Count label="New" value={changes.new} />
        <Count label="Increased" value={changes.increased} />
        <Count label="Decreased" value={changes.decreased} />
        <Count label="Cleared" value={changes.cleared} />
        <Count label="Unchanged" value={changes.unchanged} />
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">Total owed to this carrier:</Text>
        <Text data-testid="outcome-total">
          {formatMoney(changes.totalBefore)} → {formatMoney(changes.totalAfter)}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Read with the {describeLayout(layout)}
        {Object.keys(layout.columns).length
          ? `; columns: ${Object.entries(layout.columns)
              .map(([field, header]) => `${field} ← "${header}"`)
              .join(', ')}`
          : ''}
        {layout.summaryRowsSkipped ? `; ${countOf(layout.summaryRowsSkipped, 'total row')} skipped` : ''}
        {layout.runningBalance ? "; the balance runs down each agent's lines, so each agent's last line was read" : ''}
        {layout.repeatedBalance
          ? "; the balance is each agent's, printed on each of their lines, so it was read once"
          : ''}
        {layout.sections?.length
          ? `; each section's heading says which way its lines go (${layout.sections
              .map(({ heading, effect }) => `"${heading}" ${effect === 'takesOff' ? 'taken off' : 'added'}`)
              .join(', ')})`
          : ''}
        {layout.reversalsTakenOff
          ? `; amounts owed are printed below zero, and ${countOf(layout.reversalsTakenOff, 'row')} above zero ${layout.reversalsTakenOff === 1 ? 'says' : 'say'} it reversed one, so each amount was read turned round`
          : ''}
        {layout.agentSideSigns
          ? "; the amounts are signed from the agent's side (chargebacks below zero, payments above), so each line was read as its type or section says"
          : ''}
        {layout.agingColumns?.length
          ? `; no date column, so each debt is as old as its oldest aging column holding money (${layout.agingColumns.join(', ')})`
          : ''}
        {layout.statementDate && !layout.columns.date
          ? `; dated by the statement's date above the table, ${usDay(layout.statementDate)}`
          : ''}
        {layout.dateIsAsOf
          ? `; ${layout.columns.date ? `"${layout.columns.date}"` : 'that date'} says when the report saw the balance, not when it arose, so a debt still owed keeps the day it was first seen`
          : ''}
        .
      </Text>
      {errors.length > 0 && (
        <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="2">
          <Text fontWeight="medium" color="orange.800">
            {countOf(errors.length, 'row')} could not be read (listed under review when they name someone; they changed
            nothing):
          </Text>
          <Stack gap="0" fontSize="sm" maxH="120px" overflowY="auto">
            {errors.slice(0, 100).map((error) => (
              <Text key={error}>{error}</Text>
            ))}
          </Stack>
        </Box>
      )}
      {people.length > 0 && (
        <Box>
          <Text fontWeight="medium" mb="1">
            Largest changes
          </Text>
          <Box maxH="260px" overflowY="auto" borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label="Balance changes">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Agent</Table.ColumnHeader>
                  <Table.ColumnHeader>Change</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Before</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">After</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {people.slice(0, PEOPLE_LISTED).map((person, index) => (
                  // Two new people of one name have no id yet: their place in the list keeps their rows apart
                  // (a shared key made React draw such rows twice once the upload was applied).
                  <Table.Row key={`${index}-${person.agentId ?? 'new'}-${person.name}`}>
                    <Table.Cell>{person.name}</Table.Cell>
                    <Table.Cell>{person.kind}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <DebtAmount amount={person.before} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <DebtAmount amount={person.after} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {people.length > PEOPLE_LISTED && (
            <Text fontSize="sm" color="fg.muted">
              and {people.length - PEOPLE_LISTED} more
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
