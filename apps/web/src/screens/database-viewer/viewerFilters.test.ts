import { describe, expect, it } from 'vitest';
import { filterViewerAgents } from './viewerFilters';

const agent = (id: number, name: string, extra: Partial<Parameters<typeof filterViewerAgents>[0][number]> = {}) => ({
  id,
  name,
  agentId: null,
  carrierId: 1,
  email: null,
  npn: null,
  upline: null,
  status: 'active',
  writingNumbers: [],
  ...extra,
});

const agents = [
  agent(7, 'Maria Moore', { agentId: 'FO4001', email: 'maria@example.com' }),
  agent(12, 'Robert Martin', { status: 'terminated', carrierId: 2, npn: '998877' }),
  agent(31, 'Linda Johnson', { email: 'LJ@Agency.org', upline: 'Maria Moore' }),
];
const none = { search: '', carrierId: 'all', status: 'all' };
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('Database Viewer agent filter', () => {
  it('searches name, record id, agent id and e-mail, case-insensitively', () => {
    expect(names(filterViewerAgents(agents, { ...none, search: 'MOORE' }))).toEqual(['Maria Moore']);
    expect(names(filterViewerAgents(agents, { ...none, search: '12' }))).toEqual(['Robert Martin']);
    expect(names(filterViewerAgents(agents, { ...none, search: 'fo40' }))).toEqual(['Maria Moore']);
    expect(names(filterViewerAgents(agents, { ...none, search: 'agency.ORG' }))).toEqual(['Linda Johnson']);
  });

  it('does not search fields the screen does not name (NPN, upline)', () => {
    expect(filterViewerAgents(agents, { ...none, search: '998877' })).toEqual([]);
    expect(names(filterViewerAgents(agents, { ...none, search: 'maria moore' }))).toEqual(['Maria Moore']);
  });

  it('applies the carrier and status filters together with the search', () => {
    expect(names(filterViewerAgents(agents, { ...none, status: 'terminated' }))).toEqual(['Robert Martin']);
    expect(names(filterViewerAgents(agents, { ...none, carrierId: '1' }))).toEqual(['Maria Moore', 'Linda Johnson']);
    expect(filterViewerAgents(agents, { ...none, carrierId: '2', search: 'linda' })).toEqual([]);
    expect(filterViewerAgents(agents, none)).toHaveLength(3);
  });
});
