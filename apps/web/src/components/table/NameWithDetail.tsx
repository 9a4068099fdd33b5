import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type NameWithDetailProps = {
  name: ReactNode;
  /** The smaller muted line: the ID, NPN or code that tells same-named rows apart. */
  detail: ReactNode;
  /** Inside a flex cell the two lines need their own tight column; a plain table cell stacks them anyway. */
  stacked?: boolean;
  /** Long lists of IDs stay on one line so every row keeps its height. */
  clampDetail?: boolean;
};

/** A name over its identifying detail, as the agent, upline and carrier cells show them. */
export function NameWithDetail({ name, detail, stacked, clampDetail }: NameWithDetailProps) {
  const lines = (
    <>
      <Text fontWeight="medium">{name}</Text>
      <Text fontSize="xs" color="fg.muted" lineClamp={clampDetail ? 1 : undefined}>
        {detail}
      </Text>
    </>
  );
  return stacked ? <Stack gap="0">{lines}</Stack> : lines;
}
