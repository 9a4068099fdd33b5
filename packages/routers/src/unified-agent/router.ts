import { router } from '../trpc';
import { listUnifiedAgentsProcedure } from './list-unified-agents';
import { unifiedAgentWindowProcedure } from './window-unified-agents';

export const unifiedAgentRouter = router({ list: listUnifiedAgentsProcedure, window: unifiedAgentWindowProcedure });
