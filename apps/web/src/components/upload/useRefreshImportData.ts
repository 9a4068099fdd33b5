import { useCallback } from 'react';
import { useAfterWrite } from '../../lib/afterWrite';

/**
 * After anything that changes balances from a file (upload, apply, review decision, undo): every
 * view that shows agents, debts or their reports, plus the uploads and review lists themselves.
 */
export function useRefreshImportData() {
  const afterWrite = useAfterWrite();
  return useCallback(() => afterWrite('balances'), [afterWrite]);
}
