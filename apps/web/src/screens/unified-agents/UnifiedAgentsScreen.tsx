import { Button, Card, Flex, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react';
import { fileDate } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuDownload, LuSearch, LuUserPlus } from 'react-icons/lu';
import { AddAgentDialog } from '../../components/agent-dialogs/AddAgentDialog';
import { VirtualTable } from '../../components/display/VirtualTable';
import { PageFrame } from '../../components/layout/PageFrame';
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
            <InputGroup flex="1" minW="280px" startElement={<LuSearch />}>
              <Input
                aria-label="Search agents"
                placeholder="Search by name, NPN, email, or upline..."
                value={filter.search}
                onChange={(e) => setFilter({ ...filter, search: e.target.value })}
              />
            </InputGroup>
            <NativeSelect.Root width="180px">
              <NativeSelect.Field
                aria-label="Status filter"
                value={filter.status}
                onChange={(e) => setFilter({ ...filter, status: e.target.value as UnifiedFilter['status'] })}
              >
                {STATUS_OPTIONS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Text color="fg.muted" fontSize="sm">
              Showing {rows.length} of {unified.data?.length ?? 0} agents
            </Text>
          </Flex>
          <VirtualTable
            label="Unified Agents"
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            emptyText={unified.isLoading ? 'Loading agents...' : 'No agents found matching your criteria.'}
            rowHeight={64}
          />
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
