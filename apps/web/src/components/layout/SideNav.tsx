import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc';
import { NAV_ITEMS, isCurrent } from './navItems';

export function SideNav() {
  const { pathname } = useLocation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.get.queryOptions());
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
    >
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
              <Link to={item.path} aria-current={current ? 'page' : undefined}>
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
        <Text fontSize="sm" fontWeight="medium">
          {settings.data?.administratorName ?? ''}
        </Text>
        <Text fontSize="xs" color="gray.400">
          Administrator
        </Text>
      </Box>
    </Flex>
  );
}
