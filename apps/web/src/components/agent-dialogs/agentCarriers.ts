/** The parts of an agent list item that tell which carriers the agent works with. */
export type AgentCarrierLinks = {
  agentId: string | null;
  carrierId: number | null;
  writingNumbers: readonly { carrierId: number; writingNumber: string }[];
};

/** The carriers an agent record is linked to: its own carrier and every carrier it has a writing number with. */
export function carrierIdsOf(agent: AgentCarrierLinks): number[] {
  const ids = new Set<number>();
  if (agent.carrierId !== null) ids.add(agent.carrierId);
  for (const w of agent.writingNumbers) ids.add(w.carrierId);
  return [...ids].sort((a, b) => a - b);
}

/** The id the agent has with one carrier: the writing number, else the record's own agent id for its carrier. */
export function agentIdForCarrier(agent: AgentCarrierLinks, carrierId: number): string | null {
  const writingNumber = agent.writingNumbers.find((w) => w.carrierId === carrierId)?.writingNumber;
  if (writingNumber) return writingNumber;
  return agent.carrierId === carrierId ? agent.agentId : null;
}

/** Every id the agent is known by with any carrier, without repeats. */
export function agentIdsOf(agent: AgentCarrierLinks): string[] {
  const ids = [agent.agentId, ...agent.writingNumbers.map((w) => w.writingNumber)];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}
