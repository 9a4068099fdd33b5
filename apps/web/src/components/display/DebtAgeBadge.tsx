import { Badge } from '@chakra-ui/react';
import { debtAgeBucket, debtAgeLabel } from '@agentledger/schema';

const PALETTE = { recent: 'yellow', late: 'orange', overdue: 'red' } as const;

/** SPEC section 4: up to 45 days yellow with the days, 46-90 orange, above 90 red. */
export function DebtAgeBadge({ days }: { days: number }) {
  const bucket = debtAgeBucket(days);
  return (
    <Badge colorPalette={PALETTE[bucket]} variant="subtle" data-bucket={bucket}>
      {debtAgeLabel(days)}
    </Badge>
  );
}
