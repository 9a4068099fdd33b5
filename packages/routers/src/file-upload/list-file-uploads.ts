import { ZFileUpload, ZSinceListInput } from '@agentledger/schema';
import { z } from 'zod';
import { totalCountHeader } from '../list-total';
import { protectedProcedure } from '../trpc';
import { listFileUploads } from './service';

export const listFileUploadsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/file-uploads',
      tags: ['Imports'],
      summary:
        'Imported files, newest first; filter since (date or date-time); optionally one page (limit, offset). ' +
        'X-Total-Count: the files the filter keeps',
    },
  })
  .input(ZSinceListInput)
  .output(z.array(ZFileUpload))
  .query(({ ctx, input }) => listFileUploads(ctx.db, input, totalCountHeader(ctx)));
