import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './router.js';

export type { AppRouter, AgentLedgerErrorShape } from './router.js';
export type { paths, components, operations } from './rest.js';
export { TRPCClientError } from '@trpc/client';

export type AgentLedgerClientOptions = {
  /** Where the server answers, e.g. "http://localhost:3000" (no trailing /trpc). */
  url: string;
  /** An API key (API_KEYS on the server) or a session token; sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
};

export type AgentLedgerClient = TRPCClient<AppRouter>;
/** Every procedure's input, e.g. `RouterInputs['debt']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Every procedure's output, e.g. `RouterOutputs['agent']['get']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** A typed tRPC client for `${url}/trpc`, batching calls made in the same tick. */
export function createAgentLedgerClient({ url, apiKey }: AgentLedgerClientOptions): AgentLedgerClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${url.replace(/\/+$/, '')}/trpc`,
        headers: () => ({ authorization: `Bearer ${apiKey}` }),
      }),
    ],
  });
}
