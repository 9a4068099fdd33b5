import { Box, Text } from '@chakra-ui/react';
import type { TReportLayoutUsed } from '@agentledger/schema';

/**
 * Above an upload's changes when its names, written without a comma, were read last name first
 * (`SMITH JOHN A` as John A Smith) because the people they match say the report writes them so:
 * staff see the reading and its evidence, never a silent guess.
 */
export function NameOrderNote({ evidence }: { evidence: NonNullable<TReportLayoutUsed['nameOrderEvidence']> }) {
  const { lastFirst, known, example, exampleName } = evidence;
  return (
    <Box borderWidth="1px" borderColor="blue.200" bg="blue.50" borderRadius="md" p="2">
      <Text color="blue.800" data-testid="name-order">
        Names read as Last First Middle (e.g. {example} is {exampleName}): {lastFirst} of {known} known names match that
        way.
      </Text>
    </Box>
  );
}
