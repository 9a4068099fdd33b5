import { router } from '../trpc';
import { createAgentProcedure } from './create-agent';
import { deleteAgentProcedure } from './delete-agent';
import { findAgentProcedure } from './find-agent';
import { getAgentProcedure } from './get-agent';
import { listAgentsProcedure } from './list-agents';
import { updateAgentProcedure } from './update-agent';
import { agentWindowProcedure } from './window-agents';
import { countAgentStatusesProcedure } from './count-agent-statuses';
import { agentEditCarriersProcedure } from './edit-carriers';
import { saveAgentEditProcedure } from './save-agent-edit';

// `find` is registered before `get` so /agents/find is never read as /agents/{id}.
export const agentRouter = router({
  list: listAgentsProcedure,
  window: agentWindowProcedure,
  statusCounts: countAgentStatusesProcedure,
  find: findAgentProcedure,
  get: getAgentProcedure,
  create: createAgentProcedure,
  update: updateAgentProcedure,
  // The Edit Agent dialog: what its carrier rows open with, and its save in one transaction (tRPC only).
  editCarriers: agentEditCarriersProcedure,
  saveEdit: saveAgentEditProcedure,
  delete: deleteAgentProcedure,
});
