import { Wrap } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import type { ServerColumn } from '../../components/display/ServerTable';
import {
  contactColumn,
  npnColumn,
  statusColumn,
  totalDebtColumn,
  uplineColumn,
} from '../../components/table/agentColumns';
import { CarrierCodeBadge } from '../../components/table/CarrierCodeBadge';
import { NameWithDetail } from '../../components/table/NameWithDetail';
import { RowActionButton } from '../../components/table/RowActionButton';
import type { UnifiedRow } from './unifiedRows';

/** The columns of SPEC section 2's unified table; each sorts on the server by its sortKey. */
export function unifiedColumns<R extends UnifiedRow>(onView: (row: R) => void): ServerColumn<R>[] {
  return [
    {
      key: 'name',
      sortKey: 'name',
      header: 'Agent Name',
      render: (r) => (
        <NameWithDetail
          stacked
          clampDetail
          name={r.name}
          detail={r.agentIds.length ? `IDs: ${r.agentIds.join(', ')}` : 'No agent IDs'}
        />
      ),
    },
    { ...npnColumn('120px'), sortKey: 'npn' },
    { ...uplineColumn(), sortKey: 'upline' },
    { ...statusColumn('110px'), sortKey: 'status' },
    contactColumn(),
    {
      key: 'carriers',
      header: 'Carriers',
      render: (r) => (
        <Wrap gap="1">
          {r.carrierDebts.map((d) => (
            <CarrierCodeBadge key={d.carrierId} code={d.carrierCode} />
          ))}
        </Wrap>
      ),
    },
    { ...totalDebtColumn('Total Debt', '130px'), sortKey: 'totalDebt' },
    {
      key: 'actions',
      header: 'Actions',
      width: '140px',
      render: (r) => (
        <RowActionButton onClick={() => onView(r)}>
          <LuEye /> View Details
        </RowActionButton>
      ),
    },
  ];
}
