import { Text } from '@chakra-ui/react';

type ShowingCountProps = { shown: number; total: number; noun: string };

/** How many rows the filters leave out of all there are: 'Showing 12 of 40 agents'. */
export function ShowingCount({ shown, total, noun }: ShowingCountProps) {
  return (
    <Text color="fg.muted" fontSize="sm">
      Showing {shown} of {total} {noun}
    </Text>
  );
}
