import { Wrap } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import type { Column } from '../../components/display/VirtualTable';
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

/** The columns of SPEC section 2's unified table. */
export function unifiedColumns<R extends UnifiedRow>(onView: (row: R) => void): Column<R>[] {
  return [
    {
      key: 'name',
      header: 'Agent Name',
      sortValue: (r) => r.name,
      render: (r) => (
        <NameWithDetail
          stacked
          clampDetail
          name={r.name}
          detail={r.agentIds.length ? `IDs: ${r.agentIds.join(', ')}` : 'No agent IDs'}
        />
      ),
    },
    npnColumn('120px'),
    uplineColumn(),
    statusColumn('110px'),
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
    totalDebtColumn('Total Debt', '130px'),
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
