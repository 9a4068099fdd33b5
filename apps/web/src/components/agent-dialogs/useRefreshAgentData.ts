import { useCallback } from 'react';
import { useAfterWrite } from '../../lib/afterWrite';

/** After an agent or debt write: everything that shows balances (lib/afterWrite.ts). */
export function useRefreshAgentData() {
  const afterWrite = useAfterWrite();
  return useCallback(() => afterWrite('balances'), [afterWrite]);
}
