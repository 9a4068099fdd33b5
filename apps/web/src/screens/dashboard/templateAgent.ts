import type { AgentListItem } from '../../components/agent-dialogs/AgentDetailsDialog';
import type { TemplateAgent } from '../../components/agent-dialogs/TemplatesDialog';

/** What the e-mail templates dialog needs of an agent record, from the agent lists' rows. */
export function templateAgentOf(a: AgentListItem): TemplateAgent {
  return {
    name: a.name,
    agentId: a.agentId,
    carrierId: a.carrierId,
    carrierName: a.carrier?.name ?? null,
    totalDebt: a.totalDebt,
    debtAge: a.debtAge,
  };
}
