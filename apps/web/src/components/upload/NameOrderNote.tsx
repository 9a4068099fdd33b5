import { Box, Text } from '@chakra-ui/react';
import type { TReportLayoutUsed } from '@agentledger/schema';

/**
 * Above an upload's changes when its names, written without a comma, were read last name first
 * (`SMITH JOHN A` as John A Smith) because the people they match say the report writes them so:
 * staff see the reading and its evidence, never a silent guess; or because the carrier's saved layout
 * says its reports write names so, or the name column's header does ("Producer Name (Last First)").
 */
export function NameOrderNote({
  layout,
}: {
  layout: Pick<TReportLayoutUsed, 'nameOrderEvidence' | 'nameOrderSaved' | 'nameOrderHeader' | 'columns'>;
}) {
  const evidence = layout.nameOrderEvidence;
  return (
    <Box borderWidth="1px" borderColor="blue.200" bg="blue.50" borderRadius="md" p="2">
      <Text color="blue.800" data-testid="name-order">
        {evidence
          ? `Names read as Last First Middle (e.g. ${evidence.example} is ${evidence.exampleName}): ${evidence.lastFirst} of ${evidence.known} known names match that way.`
          : layout.nameOrderHeader
            ? `Names read as Last First Middle, as the column "${layout.columns.name ?? ''}" says.`
            : "Names read as Last First Middle, as this carrier's report layout says."}
      </Text>
    </Box>
  );
}
