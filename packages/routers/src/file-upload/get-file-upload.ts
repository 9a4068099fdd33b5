import { ZFileUploadDetail, ZId } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { getFileUploadDetail } from './detail';

export const getFileUploadProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/file-uploads/{id}',
      tags: ['Imports'],
      summary: 'One upload in detail: every per-person change, row error and row awaiting review',
    },
  })
  .input(z.object({ id: ZId }))
  .output(ZFileUploadDetail)
  .query(({ ctx, input }) => getFileUploadDetail(ctx.db, input.id));
