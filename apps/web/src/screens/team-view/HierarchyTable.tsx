import { Badge, Box, Button, Flex, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuBuilding2, LuCrown, LuUsers } from 'react-icons/lu';
import { VirtualTable, type Column } from '../../components/display/VirtualTable';
import type { HierarchyRow } from './teamView';

/**
 * Each level of the tree indents by this much (in rem: a number would be read as a spacing token,
 * and 15, 25… are no tokens, so they became pixels), up to MAX_DEPTH levels so deep trees still fit.
 */
const INDENT_STEP_REM = 1.25;
const MAX_DEPTH = 6;
const ICON = { organisation: LuBuilding2, owner: LuCrown, manager: LuUsers } as const;

function columns(onViewTeam: (row: HierarchyRow) => void): Column<HierarchyRow>[] {
  return [
    {
      key: 'name',
      header: 'Manager/Organization',
      width: '300px',
      render: (row) => {
        const Icon = ICON[row.level];
        const top = row.level !== 'manager';
        return (
          <Flex gap="2" align="center" pl={`${Math.min(row.depth, MAX_DEPTH) * INDENT_STEP_REM}rem`}>
            <Box color={top ? 'blue.600' : 'fg.muted'}>
              <Icon />
            </Box>
            <Stack gap="0">
              <Text fontWeight={top ? 'semibold' : 'medium'}>{row.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {row.roleLabel}
              </Text>
            </Stack>
          </Flex>
        );
      },
    },
    { key: 'npn', header: 'NPN', width: '110px', render: (row) => row.npn ?? '—' },
    { key: 'direct', header: 'Direct Reports', width: '120px', align: 'end', render: (row) => row.directReports },
    { key: 'downline', header: 'Total Downline', width: '120px', align: 'end', render: (row) => row.totalDownline },
    {
      key: 'statuses',
      header: 'Active/Terminated',
      width: '220px',
      render: (row) => (
        <Flex gap="1">
          <Badge colorPalette="green" variant="subtle">
            {row.active} active
          </Badge>
          <Badge colorPalette="red" variant="subtle">
            {row.terminated} terminated
          </Badge>
        </Flex>
      ),
    },
    {
      key: 'carriers',
      header: 'Carriers',
      render: (row) => (
        <Wrap gap="1">
          {row.carrierCodes.map((code) => (
            <Badge key={code} colorPalette="blue" variant="outline">
              {code}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: '130px',
      render: (row) =>
        row.teamNpn && (
          <Button size="xs" variant="outline" onClick={() => onViewTeam(row)}>
            <LuUsers /> View Team
          </Button>
        ),
    },
  ];
}

type HierarchyTableProps = { rows: readonly HierarchyRow[]; loading: boolean; onViewTeam: (row: HierarchyRow) => void };

/** 'FFL Organizational Structure': the organisation, the agency owner, then each manager. */
export function HierarchyTable({ rows, loading, onViewTeam }: HierarchyTableProps) {
  return (
    <VirtualTable
      label="FFL Organizational Structure"
      rows={rows}
      columns={columns(onViewTeam)}
      rowKey={(row) => row.key}
      emptyText={loading ? 'Loading hierarchy...' : 'No managers found matching your criteria.'}
      maxHeight="480px"
      rowHeight={60}
    />
  );
}
