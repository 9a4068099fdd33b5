import { Stack, Text } from '@chakra-ui/react';
import { DebtAmount } from '../display/DebtAmount';
import { StatusBadge } from '../display/StatusBadge';
import { Muted } from './Muted';
import type { TextColumn } from './TextColumn';

/*
 * Columns that several agent tables show alike (the dashboard, Individual Agents, Unified Agents,
 * Team View, the Database Viewer): one definition each, so a badge or an empty-value text cannot
 * drift between screens. Widths differ by table, so they are arguments.
 */

export function npnColumn<R extends { npn: string | null }>(width: string): TextColumn<R> {
  return {
    key: 'npn',
    header: 'NPN',
    width,
    sortValue: (r) => r.npn,
    render: (r) => r.npn ?? <Muted>Not Available</Muted>,
  };
}

export function statusColumn<R extends { status: string }>(width: string): TextColumn<R> {
  return {
    key: 'status',
    header: 'Status',
    width,
    sortValue: (r) => r.status,
    render: (r) => <StatusBadge status={r.status} />,
  };
}

/** The agent's whole open debt: red when owing, green for zero or a credit (SPEC section 9). */
export function totalDebtColumn<R extends { totalDebt: number }>(header: string, width: string): TextColumn<R> {
  return {
    key: 'debt',
    header,
    width,
    align: 'end',
    sortValue: (r) => r.totalDebt,
    render: (r) => <DebtAmount amount={r.totalDebt} />,
  };
}

/** The upline's name with their NPN underneath when it is known. */
export function uplineColumn<R extends { upline: string | null; uplineId: string | null }>(): TextColumn<R> {
  return {
    key: 'upline',
    header: 'Upline Manager',
    sortValue: (r) => r.upline,
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
  };
}

/** E-mail over phone, whichever the agent has. */
export function contactColumn<R extends { email: string | null; phone: string | null }>(): TextColumn<R> {
  return {
    key: 'contact',
    header: 'Contact',
    sortValue: (r) => r.email ?? r.phone,
    render: (r) =>
      r.email || r.phone ? (
        <Stack gap="0" fontSize="sm">
          {r.email && <Text lineClamp={1}>{r.email}</Text>}
          {r.phone && <Text color="fg.muted">{r.phone}</Text>}
        </Stack>
      ) : (
        <Muted>No contact info</Muted>
      ),
  };
}
