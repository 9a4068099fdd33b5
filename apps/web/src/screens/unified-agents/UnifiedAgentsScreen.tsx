import { Button, Card, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuDownload, LuUserPlus } from 'react-icons/lu';
import { AddAgentDialog } from '../../components/agent-dialogs/AddAgentDialog';
import { PageFrame } from '../../components/layout/PageFrame';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import { ServerTable } from '../../components/display/ServerTable';
import { useServerTable } from '../../components/display/useServerTable';
import { NO_AGENTS_FOUND } from '../../components/table/AgentTable';
import { SelectFilter } from '../../components/table/SelectFilter';
import { ShowingCount } from '../../components/table/ShowingCount';
import { errorMessage } from '../../lib/api';
import { downloadFromServer, exportPath } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import { AddDebtDialog } from './AddDebtDialog';
import { CarrierBreakdownDialog } from './CarrierBreakdownDialog';
import { unifiedColumns } from './unifiedColumns';
import { unifiedQuery, type UnifiedFilter } from './unifiedRows';

type UnifiedAgent = RouterOutputs['unifiedAgent']['window']['rows'][number];

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
] as const;

export default function UnifiedAgentsScreen() {
  const trpc = useTRPC();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const everyone = useQuery(trpc.unifiedAgent.window.queryOptions({ limit: 1 }));
  const [filter, setFilter] = useState<UnifiedFilter>({ search: '', status: 'all' });
  // The selected person is kept as the row last read: the dialogs then show the row read again
  // after a debt is added (it is in a window on screen, since it was clicked there).
  const [selectedRow, setSelectedRow] = useState<UnifiedAgent | null>(null);
  const [addingDebt, setAddingDebt] = useState(false);
  const [addingAgent, setAddingAgent] = useState(false);
  const [exporting, setExporting] = useState(false);

  const columns = useMemo(() => unifiedColumns<UnifiedAgent>((row) => setSelectedRow(row)), []);
  const search = useDebounced(filter.search);
  // The server searches, filters and sorts the people and sends the rows in view (issue 15).
  const { table, query } = useServerTable(
    columns,
    (sort, sortKey) => unifiedQuery({ ...filter, search }, sort, sortKey),
    (query, offset, limit) => trpc.unifiedAgent.window.queryOptions({ ...query, offset, limit }),
  );
  const selected = selectedRow ? (table.window.find((u) => u.id === selectedRow.id) ?? selectedRow) : null;

  /**
   * SPEC's export of the people the table lists: the search, status filter and order on screen
   * (everyone when none is set). The server streams the file (issue 15) and says how many it holds;
   * an empty list is SPEC's 'No data to export'.
   */
  async function exportCsv() {
    if (everyone.data?.total === 0 || table.window.total === 0) {
      notifyError('No data to export', 'There are no unified agents to export.');
      return;
    }
    setExporting(true);
    try {
      const { total } = await downloadFromServer(
        exportPath('/api/unified-agents/export.csv', query),
        'unified_agents_export.csv',
      );
      notifySuccess('Export successful', `Exported ${total ?? table.window.total ?? 0} unified agents to CSV.`);
    } catch (error) {
      notifyError('Export failed', errorMessage(error, 'The unified agents could not be exported'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <PageFrame
      title="Unified Agent Profiles"
      subtitle="One profile per person, with their records and debts across every carrier"
      backToDashboard
      actions={
        <>
          <Button variant="outline" onClick={() => void exportCsv()} loading={exporting}>
            <LuDownload /> Export CSV
          </Button>
          <Button colorPalette="blue" onClick={() => setAddingAgent(true)}>
            <LuUserPlus /> Add Agent
          </Button>
        </>
      }
    >
      <Card.Root>
        <Card.Body gap="4">
          <Flex gap="3" wrap="wrap" align="center">
            <AgentSearchBox
              placeholder="Search by name, NPN, email, or upline..."
              value={filter.search}
              onChange={(search) => setFilter({ ...filter, search })}
            />
            <SelectFilter
              label="Status filter"
              width="180px"
              value={filter.status}
              options={STATUS_OPTIONS}
              onChange={(status) => setFilter({ ...filter, status: status as UnifiedFilter['status'] })}
            />
            <ShowingCount shown={table.window.total ?? 0} total={everyone.data?.total ?? 0} noun="agents" />
          </Flex>
          <ServerTable
            label="Unified Agents"
            table={table}
            columns={columns}
            rowKey={(u) => u.id}
            emptyText={NO_AGENTS_FOUND}
            rowHeight={64}
          />
        </Card.Body>
      </Card.Root>
      <CarrierBreakdownDialog
        person={selected}
        carriers={carriers.data ?? []}
        open={selected !== null}
        onOpenChange={(open) => !open && setSelectedRow(null)}
        onAddDebt={() => setAddingDebt(true)}
      />
      <AddDebtDialog person={selected} carriers={carriers.data ?? []} open={addingDebt} onOpenChange={setAddingDebt} />
      <AddAgentDialog open={addingAgent} onOpenChange={setAddingAgent} />
    </PageFrame>
  );
}
