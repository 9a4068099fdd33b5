import { Badge } from '@chakra-ui/react';

/** A carrier as the agent tables show it: its short code in blue, so carriers read apart from statuses. */
export function CarrierCodeBadge({ code }: { code: string }) {
  return (
    <Badge colorPalette="blue" variant="subtle">
      {code}
    </Badge>
  );
}
