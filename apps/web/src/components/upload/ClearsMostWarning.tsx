import { Box, Text } from '@chakra-ui/react';
import type { TReportLayoutUsed } from '@agentledger/schema';
import { countOf } from '../../lib/plural';

/**
 * Above an upload's changes when it clears most of the people owing at its carrier: a report is the
 * carrier's whole snapshot, so a partial file (one branch, a filtered list, a file cut short) clears
 * everyone it leaves out. Staff decide; Apply is not held back.
 */
export function ClearsMostWarning({ clearsMost }: { clearsMost: NonNullable<TReportLayoutUsed['clearsMost']> }) {
  const { cleared, owingBefore, listed } = clearsMost;
  return (
    <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="2" role="alert">
      <Text color="orange.800" data-testid="clears-most">
        This report lists {countOf(listed, 'person', 'people')} and clears {cleared} of the{' '}
        {countOf(owingBefore, 'person', 'people')} with an open balance at this carrier: everyone it leaves out is
        cleared. If it is only part of the carrier&apos;s report (one branch, a filtered list, a file cut short),
        discard it, or undo it if it was applied.
      </Text>
    </Box>
  );
}
