// The router type a client needs, without the server behind it. The server's `AppRouter` carries
// its context (a Kysely database, mail settings...) and trpc-to-openapi's meta, which a client
// never sees; only each procedure's input and output types matter. `_clientProcedures` maps the
// record to exactly that, and the declaration build writes its inferred type out in full
// (dist/router.d.ts), so the published types reference nothing but @trpc/server.
import type {
  TRPCBuiltRouter,
  TRPCMutationProcedure,
  TRPCQueryProcedure,
  TRPC_ERROR_CODE_KEY,
  TRPC_ERROR_CODE_NUMBER,
} from '@trpc/server';
import type { appRouter } from '../../routers/src/router';

type ServerRouter = typeof appRouter;

type IsProcedure = { _def: { procedure: true } };

/** A procedure as a client sees it: its kind, input and output. */
type ForClients<P> =
  P extends TRPCQueryProcedure<infer D>
    ? TRPCQueryProcedure<{ input: D['input']; output: D['output']; meta: object }>
    : P extends TRPCMutationProcedure<infer D>
      ? TRPCMutationProcedure<{ input: D['input']; output: D['output']; meta: object }>
      : never;

/**
 * The record as clients see it. Written out level by level rather than as a recursive alias, and
 * applied through a function's inferred return type, so that tsc's declaration emit expands every
 * level into plain object types. Three levels: routers, their procedures, nested routers
 * (reportLayout.roster).
 */
declare function forClients<T>(record: T): {
  [R in keyof T]: T[R] extends IsProcedure
    ? ForClients<T[R]>
    : {
        [P in keyof T[R]]: T[R][P] extends IsProcedure
          ? ForClients<T[R][P]>
          : { [Q in keyof T[R][P]]: T[R][P][Q] extends IsProcedure ? ForClients<T[R][P][Q]> : never };
      };
};

declare const server: ServerRouter['_def']['record'];

/** Never called: its inferred return type is what dist/router.d.ts writes out in full. */
function _clientProcedures() {
  return forClients(server);
}

/** The errors the server sends: tRPC's shape with its own code names, without a stack. */
export type AgentLedgerErrorShape = {
  message: string;
  code: TRPC_ERROR_CODE_NUMBER;
  data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number; path?: string };
};

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile when the server's error formatter no longer gives AgentLedgerErrorShape. */
const _sameErrorShape: Equal<ServerRouter['_def']['_config']['$types']['errorShape'], AgentLedgerErrorShape> = true;

/** The AgentLedger tRPC router, as `createTRPCClient<AppRouter>` needs it. */
export type AppRouter = TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: AgentLedgerErrorShape; transformer: false },
  ReturnType<typeof _clientProcedures>
>;
