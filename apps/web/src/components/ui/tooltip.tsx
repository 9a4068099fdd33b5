import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * SPEC section 9: tooltips open after 700 ms; the 300 ms "skip delay" is the close delay, so
 * moving from one trigger to the next within it keeps the tooltip open instead of waiting again.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <ChakraTooltip.Root openDelay={700} closeDelay={300}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
