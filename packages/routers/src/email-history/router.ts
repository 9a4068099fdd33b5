import { router } from '../trpc';
import { listEmailHistoryProcedure } from './list-email-history';

export const emailHistoryRouter = router({ list: listEmailHistoryProcedure });
