import { ZApiKey } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listApiKeys } from './service';

export const listApiKeysProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api-keys',
      tags: ['Access'],
      summary: 'List API keys (never the keys themselves)',
    },
  })
  .input(z.void())
  .output(z.array(ZApiKey))
  .query(({ ctx }) => listApiKeys(ctx.db));
