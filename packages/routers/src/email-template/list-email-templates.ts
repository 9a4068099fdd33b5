import { ZEmailTemplate } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listEmailTemplates } from './service';

export const listEmailTemplatesProcedure = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/email-templates', tags: ['Email'], summary: 'List debt-notice templates' },
  })
  .input(z.void())
  .output(z.array(ZEmailTemplate))
  .query(({ ctx }) => listEmailTemplates(ctx.db));
