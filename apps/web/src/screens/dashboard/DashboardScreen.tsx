import { Button, Input, InputGroup } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuLayers, LuSearch, LuUserPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { AddAgentDialog } from '../../components/agent-dialogs/AddAgentDialog';
import { PageFrame } from '../../components/layout/PageFrame';
import { useTRPC } from '../../lib/trpc';
import { AgentDatabase } from './AgentDatabase';
import { StatCards } from './StatCards';
import { UploadPanel } from './UploadPanel';

export default function DashboardScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const initialize = useMutation(trpc.system.initialize.mutationOptions());
  const { mutate: runInitialize } = initialize;

  // SPEC section 7: the dashboard calls the initialisation endpoint on load; its answer is not used.
  useEffect(() => runInitialize(), [runInitialize]);

  return (
    <PageFrame
      title="Agent Debt Management"
      subtitle="Monitor and manage agent debts across all carriers"
      actions={
        <>
          <InputGroup width="280px" startElement={<LuSearch />}>
            <Input
              placeholder="Search agents..."
              aria-label="Search agents..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              bg="bg"
            />
          </InputGroup>
          <Button colorPalette="blue" onClick={() => setAdding(true)}>
            <LuUserPlus /> Add Agent
          </Button>
          <Button variant="outline" onClick={() => navigate('/unified-agents')}>
            <LuLayers /> Unified View
          </Button>
        </>
      }
    >
      <StatCards />
      <UploadPanel />
      <AgentDatabase search={search} />
      <AddAgentDialog open={adding} onOpenChange={setAdding} />
    </PageFrame>
  );
}
