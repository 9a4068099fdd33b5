import { router } from '../trpc';
import { getChainProcedure } from './get-chain';
import { getTeamProcedure } from './get-team';
import { listManagersProcedure } from './list-managers';

export const teamRouter = router({
  managers: listManagersProcedure,
  members: getTeamProcedure,
  chain: getChainProcedure,
});
