import { Button, Card, Flex } from '@chakra-ui/react';
import { fileDate } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuDownload, LuUserPlus } from 'react-icons/lu';
import { AddAgentDialog } from '../../components/agent-dialogs/AddAgentDialog';
import { PageFrame } from '../../components/layout/PageFrame';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import { AgentTable } from '../../components/table/AgentTable';
import { SelectFilter } from '../../components/table/SelectFilter';
import { ShowingCount } from '../../components/table/ShowingCount';
import { downloadCsv } from '../../lib/download';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { AddDebtDialog } from './AddDebtDialog';
import { CarrierBreakdownDialog } from './CarrierBreakdownDialog';
import { unifiedColumns } from './unifiedColumns';
import { filterUnified, unifiedCsv, type UnifiedFilter } from './unifiedRows';

type UnifiedAgent = RouterOutputs['unifiedAgent']['list'][number];

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
] as const;

export default function UnifiedAgentsScreen() {
  const trpc = useTRPC();
  const unified = useQuery(trpc.unifiedAgent.list.queryOptions());
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const [filter, setFilter] = useState<UnifiedFilter>({ search: '', status: 'all' });
  // The id, not the row: the dialogs then show the refetched data after a debt is added.
  const [selectedId, setSelectedId] = useState<UnifiedAgent['id'] | null>(null);
  const [addingDebt, setAddingDebt] = useState(false);
  const [addingAgent, setAddingAgent] = useState(false);

  const rows = useMemo(() => filterUnified(unified.data ?? [], filter), [unified.data, filter]);
  const selected = unified.data?.find((u) => u.id === selectedId) ?? null;
  const columns = useMemo(() => unifiedColumns<UnifiedAgent>((row) => setSelectedId(row.id)), []);

  function exportCsv() {
    const all = unified.data ?? [];
    if (all.length === 0) {
      notifyError('No data to export', 'There are no unified agents to export.');
      return;
    }
    const { header, rows: body } = unifiedCsv(all, carriers.data ?? []);
    downloadCsv(`unified_agents_export_${fileDate()}.csv`, header, body);
    notifySuccess('Export successful', `Exported ${all.length} unified agents to CSV.`);
  }

  return (
    <PageFrame
      title="Unified Agent Profiles"
      subtitle="One profile per person, with their records and debts across every carrier"
      backToDashboard
      actions={
        <>
          <Button variant="outline" onClick={exportCsv} disabled={unified.isLoading}>
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
            <ShowingCount shown={rows.length} total={unified.data?.length ?? 0} noun="agents" />
          </Flex>
          <AgentTable label="Unified Agents" rows={rows} columns={columns} loading={unified.isLoading} rowHeight={64} />
        </Card.Body>
      </Card.Root>
      <CarrierBreakdownDialog
        person={selected}
        carriers={carriers.data ?? []}
        open={selected !== null}
        onOpenChange={(open) => !open && setSelectedId(null)}
        onAddDebt={() => setAddingDebt(true)}
      />
      <AddDebtDialog person={selected} carriers={carriers.data ?? []} open={addingDebt} onOpenChange={setAddingDebt} />
      <AddAgentDialog open={addingAgent} onOpenChange={setAddingAgent} />
    </PageFrame>
  );
}
