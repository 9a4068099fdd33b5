import { router } from '../trpc';
import { createSessionProcedure } from './create-session';

export const sessionRouter = router({ create: createSessionProcedure });
