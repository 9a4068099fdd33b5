import { router } from '../trpc';
import { decideReviewProcedure } from './decide-review';
import { listReviewProcedure } from './list-review';

export const importReviewRouter = router({ list: listReviewProcedure, decide: decideReviewProcedure });
