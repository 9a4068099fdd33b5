import { router } from '../trpc';
import { listWritingNumbersProcedure } from './list-writing-numbers';
import { upsertWritingNumberProcedure } from './upsert-writing-number';

export const writingNumberRouter = router({
  list: listWritingNumbersProcedure,
  upsert: upsertWritingNumberProcedure,
});
