import { Badge, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import { DebtAmount } from '../../components/display/DebtAmount';
import { StatusBadge } from '../../components/display/StatusBadge';
import type { Column } from '../../components/display/VirtualTable';
import type { UnifiedRow } from './unifiedRows';

const Muted = ({ children }: { children: string }) => (
  <Text as="span" color="fg.muted" fontSize="sm">
    {children}
  </Text>
);

/** The columns of SPEC section 2's unified table. */
export function unifiedColumns<R extends UnifiedRow>(onView: (row: R) => void): Column<R>[] {
  return [
    {
      key: 'name',
      header: 'Agent Name',
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.name}</Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {r.agentIds.length ? `IDs: ${r.agentIds.join(', ')}` : 'No agent IDs'}
          </Text>
        </Stack>
      ),
    },
    { key: 'npn', header: 'NPN', width: '120px', render: (r) => r.npn ?? <Muted>Not Available</Muted> },
    {
      key: 'upline',
      header: 'Upline Manager',
      render: (r) =>
        r.upline ? (
          <Stack gap="0">
            <Text>{r.upline}</Text>
            {r.uplineId && (
              <Text fontSize="xs" color="fg.muted">
                NPN: {r.uplineId}
              </Text>
            )}
          </Stack>
        ) : (
          <Muted>No Upline</Muted>
        ),
    },
    { key: 'status', header: 'Status', width: '110px', render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'contact',
      header: 'Contact',
      render: (r) =>
        r.email || r.phone ? (
          <Stack gap="0" fontSize="sm">
            {r.email && <Text lineClamp={1}>{r.email}</Text>}
            {r.phone && <Text color="fg.muted">{r.phone}</Text>}
          </Stack>
        ) : (
          <Muted>No contact info</Muted>
        ),
    },
    {
      key: 'carriers',
      header: 'Carriers',
      render: (r) => (
        <Wrap gap="1">
          {r.carrierDebts.map((d) => (
            <Badge key={d.carrierId} colorPalette="blue" variant="subtle">
              {d.carrierCode}
            </Badge>
          ))}
        </Wrap>
      ),
    },
    {
      key: 'debt',
      header: 'Total Debt',
      width: '130px',
      align: 'end',
      render: (r) => <DebtAmount amount={r.totalDebt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: '140px',
      render: (r) => (
        <Button size="xs" variant="outline" onClick={() => onView(r)}>
          <LuEye /> View Details
        </Button>
      ),
    },
  ];
}
