import { lazy, type ComponentType } from 'react';

type ScreenEntry = { paths: readonly string[]; load: () => Promise<{ default: ComponentType }> };

/**
 * SPEC section 2's route table, one entry per screen with every path it answers on
 * ('/' = '/dashboard' and '/import-agents' = '/upload'), so an alias cannot drift from its screen.
 */
const SCREENS: readonly ScreenEntry[] = [
  { paths: ['/', '/dashboard'], load: () => import('./screens/dashboard/DashboardScreen') },
  { paths: ['/agents'], load: () => import('./screens/team-view/TeamViewScreen') },
  { paths: ['/agent-list'], load: () => import('./screens/individual-agents/IndividualAgentsScreen') },
  { paths: ['/import-agents', '/upload'], load: () => import('./screens/import-agents/ImportAgentsScreen') },
  { paths: ['/database'], load: () => import('./screens/database-viewer/DatabaseViewerScreen') },
  { paths: ['/companies'], load: () => import('./screens/companies/CompaniesScreen') },
  { paths: ['/unified-agents'], load: () => import('./screens/unified-agents/UnifiedAgentsScreen') },
  { paths: ['/email'], load: () => import('./screens/email/EmailScreen') },
  { paths: ['/reports'], load: () => import('./screens/reports/ReportsScreen') },
  { paths: ['/settings'], load: () => import('./screens/settings/SettingsScreen') },
  { paths: ['*'], load: () => import('./screens/not-found/NotFoundScreen') },
];

// One chunk per screen, loaded once however many paths lead to it: the first load carries the shell only.
export const ROUTES = SCREENS.flatMap(({ paths, load }) => {
  const Screen = lazy(load);
  return paths.map((path) => ({ path, Screen }));
});
