import { router } from '../trpc';
import { changesProcedure } from './changes';
import { initializeProcedure } from './initialize';

export const systemRouter = router({ initialize: initializeProcedure, changes: changesProcedure });
