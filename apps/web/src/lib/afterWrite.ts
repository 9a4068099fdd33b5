import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from './trpc';

/** The kinds of write the screens make, each named for what it changes. */
export type Write =
  /** Anything that moves balances: report upload/apply/review/undo, agent list import, debt edits, clear all, agent edits. */
  | 'balances'
  /** A carrier added, renamed, deleted or switched (its name shows on every list and report). */
  | 'carriers'
  /** Notices sent: history, candidates' last notice, every Last Contact. */
  | 'notices'
  | 'templates'
  | 'schedules'
  | 'settings'
  | 'apiKeys'
  | 'layouts'
  /** A test e-mail: one more row of history. */
  | 'emailTest';

type Area = Exclude<keyof ReturnType<typeof useTRPC>, 'pathKey' | 'pathFilter'>;

let lastLocalWriteAt = 0;
/** When this browser last refreshed after its own write (useLiveUpdates skips the echo of it). */
export const lastLocalWrite = () => lastLocalWriteAt;

/** Every view that shows balances, their ages or their sums. */
const BALANCE_VIEWS = [
  'agent',
  'debt',
  'stats',
  'writingNumber',
  'unifiedAgent',
  'team',
  'report',
  'email',
  'fileUpload',
  'importReview',
] as const satisfies readonly Area[];

/**
 * The one map from each write to the queries it makes stale (issue 14): every mutation of every
 * screen goes through it, so no screen is left showing what was true before the write.
 */
export const WRITE_EFFECTS: Record<Write, readonly Area[]> = {
  balances: BALANCE_VIEWS,
  carriers: ['carrier', 'reportLayout', ...BALANCE_VIEWS],
  notices: ['emailHistory', 'email', 'agent', 'unifiedAgent', 'team', 'report'],
  templates: ['emailTemplate', 'emailSchedule', 'email'],
  schedules: ['emailSchedule'],
  settings: ['settings', 'team'],
  apiKeys: ['apiKey'],
  layouts: ['reportLayout'],
  emailTest: ['emailHistory'],
};

/** `afterWrite('balances')`: marks what that write changed as stale; the screens in view read it again. */
export function useAfterWrite() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (write: Write) => {
      lastLocalWriteAt = Date.now();
      await Promise.all(
        WRITE_EFFECTS[write].map(async (area) => {
          const queryKey = trpc[area].pathKey();
          // A read still on its way may have been answered before the write: it is dropped and read
          // again. (Invalidating alone would not restart a first read, which has no data yet, so
          // its answer from before the write would stay: the dashboard once kept an empty carrier
          // list after the initialisation that created them.)
          await queryClient.cancelQueries({ queryKey });
          await queryClient.invalidateQueries({ queryKey });
        }),
      );
    },
    [trpc, queryClient],
  );
}
