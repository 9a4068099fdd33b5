import { apiKeyRouter } from './api-key/router';
import { carrierRouter } from './carrier/router';
import { router } from './trpc';

export const appRouter = router({
  carrier: carrierRouter,
  apiKey: apiKeyRouter,
});

export type AppRouter = typeof appRouter;
