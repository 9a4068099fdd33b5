import type { AppRouter } from '@agentledger/routers';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { authHeaders, expireSession } from './session';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** tRPC's 401 envelope (one per call of a batch) carries the server's message. */
async function unauthorizedMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as unknown;
    const first = (Array.isArray(body) ? body[0] : body) as { error?: { message?: unknown } } | undefined;
    return typeof first?.error?.message === 'string' ? first.error.message : undefined;
  } catch {
    return undefined;
  }
}

/** Every tRPC call: a 401 ends the session and shows the access screen with the server's message. */
async function fetchNoticingExpiry(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.status === 401) expireSession(await unauthorizedMessage(response));
  return response;
}

/**
 * Reads that walk the whole hierarchy or read a whole list: hundreds of milliseconds at 20,000
 * agents. A batch answers when its slowest call does, so these go alone and the quick reads of the
 * same screen (its table's window, its cards) are drawn without waiting for them.
 */
const READ_ALONE = new Set(['team.managers', 'team.memberWindow', 'unifiedAgent.list']);

export function createTrpcClient() {
  const options = { url: '/trpc', headers: () => authHeaders(), fetch: fetchNoticingExpiry };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => READ_ALONE.has(op.path),
        true: httpLink(options),
        false: httpBatchLink(options),
      }),
    ],
  });
}

/** SPEC section 9: no refetch on focus, data never stale, no retries for queries or mutations. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

/** Dashboard stats are polled every 5 s (SPEC section 9). */
export const STATS_POLL_MS = 5000;
