import { ZEmailDelivery } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { describeDelivery } from './service';

export const getDeliveryProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/email/delivery',
      tags: ['Email'],
      summary: 'Where notices go: SMTP (SMTP_URL) or .eml files in the outbox folder',
    },
  })
  .input(z.void())
  .output(ZEmailDelivery)
  .query(({ ctx }) => describeDelivery(ctx));
