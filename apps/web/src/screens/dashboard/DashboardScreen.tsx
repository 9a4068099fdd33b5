import { Button, Input, InputGroup } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LuLayers, LuSearch, LuUserPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { AddAgentDialog } from '../../components/agent-dialogs/AddAgentDialog';
import { PageFrame } from '../../components/layout/PageFrame';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { AgentDatabase } from './AgentDatabase';
import { StatCards } from './StatCards';
import { UploadPanel } from './UploadPanel';

export default function DashboardScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const afterWrite = useAfterWrite();
  const initialize = useMutation(
    trpc.system.initialize.mutationOptions({
      // On a new database this is what creates the default carriers: show their drop zones at once.
      onSuccess: async (created) => {
        if (created.carriers > 0) await afterWrite('carriers');
        if (created.templates > 0) await afterWrite('templates');
      },
    }),
  );
  const { mutate: runInitialize } = initialize;
  const initialized = useRef(false);

  // SPEC section 7: the dashboard calls the initialisation endpoint once on load (the ref keeps
  // StrictMode's second effect run from calling it twice).
  useEffect(() => {
    if (initialized.current) return;
    initialized.current = true;
    runInitialize();
  }, [runInitialize]);

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
