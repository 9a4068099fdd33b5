import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLiveUpdates } from '../../lib/useLiveUpdates';
import { SideNav } from './SideNav';

export function AppShell({ children }: { children: ReactNode }) {
  useLiveUpdates();
  return (
    <Flex minH="100vh" bg="gray.50">
      <SideNav />
      <Box as="main" flex="1" minW="0" px="8" py="6">
        {children}
      </Box>
    </Flex>
  );
}
