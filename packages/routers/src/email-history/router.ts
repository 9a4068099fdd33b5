import { router } from '../trpc';
import { listEmailHistoryProcedure } from './list-email-history';
import { emailHistoryWindowProcedure } from './window-email-history';

export const emailHistoryRouter = router({ list: listEmailHistoryProcedure, window: emailHistoryWindowProcedure });
