import { Box, Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { formatMoney, type TReviewRow } from '@agentledger/schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { ReviewAgentSearch } from './ReviewAgentSearch';
import { useRefreshImportData } from './useRefreshImportData';
import { countOf } from '../../lib/plural';

const NEW_PERSON = 'new';
const IGNORE = 'ignore';
const ANOTHER = 'another';

function who(row: TReviewRow): string {
  return [row.name, row.writingNumber && `writing number ${row.writingNumber}`, row.npn && `NPN ${row.npn}`]
    .filter(Boolean)
    .join(', ');
}

/** One row awaiting a decision: who it may be, why it is here, and the choice. */
function ReviewRowItem({ row }: { row: TReviewRow }) {
  const trpc = useTRPC();
  const refresh = useRefreshImportData();
  const [choice, setChoice] = useState(row.candidates.length === 1 ? String(row.candidates[0]!.agentId) : '');
  const [amount, setAmount] = useState('');
  const [another, setAnother] = useState('');
  const needsAmount = row.amount === null && choice !== IGNORE;
  const decide = useMutation(
    trpc.importReview.decide.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Row decided', `Row ${row.rowNumber} of ${row.filename}`);
        await refresh();
      },
      onError: (e) => notifyError('Could not decide the row', errorMessage(e, 'Please try again')),
    }),
  );
  function submit() {
    const extra = needsAmount ? { amount: amount.trim() } : {};
    if (choice === NEW_PERSON) decide.mutate({ id: row.id, newPerson: true, ...extra });
    else if (choice === IGNORE) decide.mutate({ id: row.id, ignore: true });
    else decide.mutate({ id: row.id, agentId: Number(choice === ANOTHER ? another : choice), ...extra });
  }
  const label = `Decision for row ${row.rowNumber}`;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`review-row-${row.rowNumber}`}>
      <Text fontWeight="medium">
        Row {row.rowNumber}: {who(row) || 'no name'} ·{' '}
        {row.amount === null ? 'amount unreadable' : formatMoney(row.amount)}
      </Text>
      <Text fontSize="sm" color="orange.800">
        {row.reason}
      </Text>
      {row.raw && (
        <Text fontSize="xs" color="fg.muted">
          As written:{' '}
          {Object.entries(row.raw)
            .map(([header, value]) => `${header}: ${value}`)
            .join(' · ')}
        </Text>
      )}
      <Stack direction={{ base: 'column', md: 'row' }} gap="2" mt="2" align={{ md: 'center' }}>
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field aria-label={label} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="" disabled>
              Choose who this row is for…
            </option>
            {row.candidates.map((c) => (
              <option key={c.agentId} value={String(c.agentId)}>
                {c.name}
                {c.npn ? ` (NPN ${c.npn})` : ''}
                {c.carrierName ? ` at ${c.carrierName}` : ''} — {c.why}
              </option>
            ))}
            <option value={ANOTHER}>Another agent…</option>
            {(row.writingNumber || row.npn || row.name) && <option value={NEW_PERSON}>A new person</option>}
            <option value={IGNORE}>No one: ignore this row</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {choice === ANOTHER && <ReviewAgentSearch rowNumber={row.rowNumber} value={another} onChange={setAnother} />}
        {needsAmount && (
          <Input
            size="sm"
            width="140px"
            aria-label={`Amount for row ${row.rowNumber}`}
            placeholder="Amount owed"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!choice || (choice === ANOTHER && !another) || (needsAmount && !amount.trim())}
          loading={decide.isPending}
          onClick={submit}
        >
          Decide
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Rows an upload was unsure of. Each changed nothing for the people it may belong to; a decision
 * applies its balance (at once for an applied upload, with Apply for a preview) and is remembered.
 */
export function ReviewRows({ rows, total }: { rows: readonly TReviewRow[]; total?: number }) {
  if (!rows.length) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">
        {countOf(total ?? rows.length, 'row')} to review — nothing was changed for the people they may belong to
      </Text>
      <Stack gap="2" maxH="320px" overflowY="auto">
        {rows.map((row) => (
          <ReviewRowItem key={row.id} row={row} />
        ))}
      </Stack>
    </Stack>
  );
}
