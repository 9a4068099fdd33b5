import { ZApiKey, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { revokeApiKey } from './service';

export const revokeApiKeyProcedure = protectedProcedure
  .meta({ openapi: { method: 'DELETE', path: '/api-keys/{id}', tags: ['Access'], summary: 'Revoke an API key' } })
  .input(z.object({ id: ZId }))
  .output(ZApiKey)
  .mutation(({ ctx, input }) => revokeApiKey(ctx.db, input.id));
