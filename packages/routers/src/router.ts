import { carrierRouter } from './carrier/router';
import { router } from './trpc';

export const appRouter = router({
  carrier: carrierRouter,
});

export type AppRouter = typeof appRouter;
