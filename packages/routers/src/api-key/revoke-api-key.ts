import { ZApiKey, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { revokeApiKey } from './service';

export const revokeApiKeyProcedure = publicProcedure
  .meta({ openapi: { method: 'DELETE', path: '/api-keys/{id}', tags: ['Access'], summary: 'Revoke an API key' } })
  .input(z.object({ id: ZId }))
  .output(ZApiKey)
  .mutation(({ ctx, input }) => revokeApiKey(ctx.db, input.id));
