import { ZApiKeyInput, ZCreatedApiKey } from '@agentledger/schema';
import { protectedProcedure } from '../trpc';
import { createApiKey } from './service';

export const createApiKeyProcedure = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/api-keys', tags: ['Access'], summary: 'Create an API key (shown once)' } })
  .input(ZApiKeyInput)
  .output(ZCreatedApiKey)
  .mutation(({ ctx, input }) => createApiKey(ctx.db, input.name));
