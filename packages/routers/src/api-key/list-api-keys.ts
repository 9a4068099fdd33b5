import { ZApiKey } from '@agentledger/schema';
import { z } from 'zod';
import { publicProcedure } from '../trpc';
import { listApiKeys } from './service';

export const listApiKeysProcedure = publicProcedure
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
