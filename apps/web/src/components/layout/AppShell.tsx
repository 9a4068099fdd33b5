import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLiveUpdates } from '../../lib/useLiveUpdates';
import { NAV_BREAKPOINT, NavBar, SideNav } from './SideNav';

export function AppShell({ children }: { children: ReactNode }) {
  useLiveUpdates();
  return (
    <Flex minH="100vh" bg="gray.50" direction={{ base: 'column', [NAV_BREAKPOINT]: 'row' }}>
      <SideNav />
      <NavBar />
      <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py="6">
        {children}
      </Box>
    </Flex>
  );
}
