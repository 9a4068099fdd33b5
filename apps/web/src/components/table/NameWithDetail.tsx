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

/**
 * A name over its identifying detail, as the agent, upline and carrier cells show them. A very long
 * name (even one without spaces) is cut to two lines with an ellipsis, the whole of it in the
 * tooltip, so it never pushes the other columns aside.
 */
export function NameWithDetail({ name, detail, stacked, clampDetail }: NameWithDetailProps) {
  const lines = (
    <>
      <Text
        fontWeight="medium"
        maxW="20rem"
        overflowWrap="anywhere"
        lineClamp={2}
        title={typeof name === 'string' ? name : undefined}
      >
        {name}
      </Text>
      <Text
        fontSize="xs"
        color="fg.muted"
        lineClamp={clampDetail ? 1 : undefined}
        // A clamped list of IDs is read whole in its tooltip.
        title={clampDetail && typeof detail === 'string' ? detail : undefined}
      >
        {detail}
      </Text>
    </>
  );
  return stacked ? <Stack gap="0">{lines}</Stack> : lines;
}
