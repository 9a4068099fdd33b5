import { Box, CloseButton, Drawer, Flex, Icon, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link, useLocation } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc';
import { Tooltip } from '../ui/tooltip';
import { NAV_ITEMS, isCurrent } from './navItems';

/** Below this breakpoint the navigation folds behind a menu button and opens as a drawer. */
export const NAV_BREAKPOINT = 'lg';

/** The side navigation on wide screens: always there, beside the page. */
export function SideNav() {
  return (
    <Flex
      as="nav"
      direction="column"
      w="248px"
      flexShrink={0}
      h="100vh"
      position="sticky"
      top="0"
      bg="gray.900"
      color="gray.100"
      aria-label="Main navigation"
      hideBelow={NAV_BREAKPOINT}
    >
      <NavContent />
    </Flex>
  );
}

/** The top bar on narrow screens: the product name and a menu button opening the navigation as a drawer. */
export function NavBar() {
  const [open, setOpen] = useState(false);
  return (
    <Flex
      as="header"
      hideFrom={NAV_BREAKPOINT}
      align="center"
      gap="3"
      px="4"
      py="2"
      bg="gray.900"
      color="gray.100"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" lazyMount unmountOnExit>
        <Tooltip content="Open navigation">
          <Drawer.Trigger asChild>
            <IconButton aria-label="Open navigation" variant="ghost" color="gray.100" _hover={{ bg: 'gray.800' }}>
              <LuMenu />
            </IconButton>
          </Drawer.Trigger>
        </Tooltip>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="280px" bg="gray.900" color="gray.100">
              <Drawer.Title srOnly>Navigation</Drawer.Title>
              <Flex as="nav" direction="column" h="100%" aria-label="Main navigation">
                {/* Following a link ends the trip through the menu, the current page's link too. */}
                <NavContent onNavigate={() => setOpen(false)} />
              </Flex>
              <Drawer.CloseTrigger asChild top="4" insetEnd="3">
                <CloseButton size="sm" color="gray.100" _hover={{ bg: 'gray.800' }} aria-label="Close navigation" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Text fontWeight="bold">AgentLedger</Text>
    </Flex>
  );
}

function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.get.queryOptions());
  return (
    <>
      <Box px="5" py="5" borderBottomWidth="1px" borderColor="gray.700">
        <Text fontWeight="bold" fontSize="lg">
          AgentLedger
        </Text>
        <Text fontSize="xs" color="gray.400">
          Agent Management System
        </Text>
      </Box>
      <Stack as="ul" gap="0.5" px="3" py="3" flex="1" overflowY="auto" listStyleType="none">
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(item.path, pathname);
          return (
            <li key={item.path}>
              <Link to={item.path} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                <Flex
                  align="center"
                  gap="3"
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontSize="sm"
                  bg={current ? 'blue.600' : 'transparent'}
                  color={current ? 'white' : 'gray.300'}
                  _hover={{ bg: current ? 'blue.600' : 'gray.800', color: 'white' }}
                >
                  <Icon as={item.icon} boxSize="4" />
                  {item.label}
                </Flex>
              </Link>
            </li>
          );
        })}
      </Stack>
      <Box px="5" py="4" borderTopWidth="1px" borderColor="gray.700" data-testid="nav-footer">
        {/* One line tall before the settings arrive, so the footer does not grow when they do. */}
        <Text fontSize="sm" fontWeight="medium" minH="5">
          {settings.data?.administratorName ?? ''}
        </Text>
        <Text fontSize="xs" color="gray.400">
          Administrator
        </Text>
      </Box>
    </>
  );
}
