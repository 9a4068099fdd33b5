import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { lastLocalWrite } from './afterWrite';
import { useTRPC } from './trpc';

/** How often the change counter is read: one tiny query, so a few seconds is cheap. */
export const CHANGES_POLL_MS = 3000;

/**
 * Changes made elsewhere (another staff member's browser, a script, a scheduled notice) show within
 * a few seconds: the server's change counter (GET /api/changes) is polled, and when it moved every
 * query is marked stale, so what is on screen is read again. This browser's own writes already
 * refreshed what they changed (afterWrite), so a move right after one is taken as its echo; a
 * change made elsewhere in that same moment shows with the next one.
 */
export function useLiveUpdates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changesKey = trpc.system.changes.queryKey();
  const changes = useQuery(
    trpc.system.changes.queryOptions(undefined, { refetchInterval: CHANGES_POLL_MS, staleTime: 0 }),
  );
  const seen = useRef<string | null>(null);
  const version = changes.data?.version;
  useEffect(() => {
    if (version === undefined) return;
    const previous = seen.current;
    seen.current = version;
    if (previous === null || previous === version) return;
    if (Date.now() - lastLocalWrite() < 2 * CHANGES_POLL_MS) return;
    void queryClient.invalidateQueries({
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(changesKey),
    });
  }, [version, queryClient, changesKey]);
}
