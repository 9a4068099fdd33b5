import { ALL } from '../individual-agents/agentFilters';

export const VIEWER_STATUSES = [
  { value: ALL, label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'terminated', label: 'Terminated' },
];
