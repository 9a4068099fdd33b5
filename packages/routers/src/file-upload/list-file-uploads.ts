import { ZFileUpload } from '@agentledger/schema';
import { z } from 'zod';
import { protectedProcedure } from '../trpc';
import { listFileUploads } from './service';

export const listFileUploadsProcedure = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/file-uploads', tags: ['Imports'], summary: 'Imported files, newest first' },
  })
  .input(z.void())
  .output(z.array(ZFileUpload))
  .query(({ ctx }) => listFileUploads(ctx.db));
