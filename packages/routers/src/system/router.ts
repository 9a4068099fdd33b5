import { router } from '../trpc';
import { initializeProcedure } from './initialize';

export const systemRouter = router({ initialize: initializeProcedure });
