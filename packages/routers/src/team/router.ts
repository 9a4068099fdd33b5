import { router } from '../trpc';
import { getChainProcedure } from './get-chain';
import { getOrganisationProcedure } from './get-organisation';
import { getTeamProcedure } from './get-team';
import { listManagersProcedure } from './list-managers';
import { teamMemberWindowProcedure } from './window-team';

export const teamRouter = router({
  managers: listManagersProcedure,
  organisation: getOrganisationProcedure,
  members: getTeamProcedure,
  memberWindow: teamMemberWindowProcedure,
  chain: getChainProcedure,
});
