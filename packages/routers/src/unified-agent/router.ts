import { router } from '../trpc';
import { listUnifiedAgentsProcedure } from './list-unified-agents';

export const unifiedAgentRouter = router({ list: listUnifiedAgentsProcedure });
