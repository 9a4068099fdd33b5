import { router } from '../trpc';
import { getChainProcedure } from './get-chain';
import { getOrganisationProcedure } from './get-organisation';
import { getTeamProcedure } from './get-team';
import { listManagersProcedure } from './list-managers';

export const teamRouter = router({
  managers: listManagersProcedure,
  organisation: getOrganisationProcedure,
  members: getTeamProcedure,
  chain: getChainProcedure,
});
