import { describe, expect, it } from 'vitest';
import { ALL, filterAgents, type SearchableAgent } from './agentFilters';

const agents: SearchableAgent[] = [
  {
    name: 'Jane Smith',
    agentId: 'AM-1',
    carrierId: 1,
    writingNumbers: [{ carrierId: 3, writingNumber: 'FO-77' }],
    email: 'jane@example.com',
    npn: '111',
    upline: 'Bob Boss',
    status: 'active',
  },
  {
    name: 'Tom Jones',
    agentId: 'AE-2',
    carrierId: 2,
    writingNumbers: [],
    email: null,
    npn: null,
    upline: null,
    status: 'terminated',
  },
];
const none = { search: '', carrierId: ALL, status: ALL };
const names = (list: SearchableAgent[]) => list.map((a) => a.name);

describe('filterAgents', () => {
  it('keeps everything without a filter', () => {
    expect(names(filterAgents(agents, none))).toEqual(['Jane Smith', 'Tom Jones']);
  });

  it('searches name, id, e-mail, NPN, upline and writing numbers, ignoring case', () => {
    for (const search of ['JANE', 'am-1', 'example.COM', '111', 'boss', 'fo-7']) {
      expect(names(filterAgents(agents, { ...none, search }))).toEqual(['Jane Smith']);
    }
    expect(filterAgents(agents, { ...none, search: 'nobody' })).toEqual([]);
  });

  it('filters by a carrier the agent is linked to, including through writing numbers', () => {
    expect(names(filterAgents(agents, { ...none, carrierId: '3' }))).toEqual(['Jane Smith']);
    expect(names(filterAgents(agents, { ...none, carrierId: '2' }))).toEqual(['Tom Jones']);
  });

  it('filters by status', () => {
    expect(names(filterAgents(agents, { ...none, status: 'terminated' }))).toEqual(['Tom Jones']);
  });
});
