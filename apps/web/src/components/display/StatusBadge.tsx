import { Badge } from '@chakra-ui/react';

const PALETTE: Record<string, string> = {
  active: 'green',
  terminated: 'red',
  inactive: 'gray',
  outstanding: 'red',
  paid: 'green',
  success: 'green',
  sent: 'green',
  outbox: 'blue',
  failed: 'red',
  skipped: 'gray',
};

/** Terminated agents red, active agents green (SPEC section 4); other statuses in muted colours. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status.toLowerCase()] ?? 'gray'} variant="subtle" textTransform="capitalize">
      {status}
    </Badge>
  );
}
