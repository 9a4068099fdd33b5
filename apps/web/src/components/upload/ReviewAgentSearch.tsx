import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';

const SHOWN = 10;

type ReviewAgentSearchProps = {
  rowNumber: number;
  value: string;
  onChange: (agentId: string) => void;
};

/**
 * Any agent record for a review row whose candidates do not hold the right one (or that names no one,
 * as a policy row with the agent left blank): found by name, agent ID, writing number or NPN on the server.
 */
export function ReviewAgentSearch({ rowNumber, value, onChange }: ReviewAgentSearchProps) {
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const search = useDebounced(text).trim();
  const found = useQuery({
    ...trpc.agent.window.queryOptions({ search, limit: SHOWN, offset: 0 }),
    enabled: search.length >= 2,
  });
  const rows = found.data?.rows ?? [];
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="2" flex="2">
      <Input
        size="sm"
        aria-label={`Find an agent for row ${rowNumber}`}
        placeholder="Find an agent: name, ID, writing number or NPN"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={`Agent for row ${rowNumber}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            {search.length < 2 ? 'Type two letters or more…' : rows.length ? 'Choose the agent…' : 'No agent found'}
          </option>
          {rows.map((agent) => (
            <option key={agent.id} value={String(agent.id)}>
              {agent.name}
              {agent.agentId ? ` (${agent.agentId})` : ''}
              {agent.carrier ? ` at ${agent.carrier.name}` : ''}
              {agent.npn ? ` · NPN ${agent.npn}` : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
