import { lazy } from 'react';

// One chunk per screen: the first load carries the shell only.
const DashboardScreen = lazy(() => import('./screens/dashboard/DashboardScreen'));
const TeamViewScreen = lazy(() => import('./screens/team-view/TeamViewScreen'));
const IndividualAgentsScreen = lazy(() => import('./screens/individual-agents/IndividualAgentsScreen'));
const ImportAgentsScreen = lazy(() => import('./screens/import-agents/ImportAgentsScreen'));
const DatabaseViewerScreen = lazy(() => import('./screens/database-viewer/DatabaseViewerScreen'));
const CompaniesScreen = lazy(() => import('./screens/companies/CompaniesScreen'));
const UnifiedAgentsScreen = lazy(() => import('./screens/unified-agents/UnifiedAgentsScreen'));
const EmailScreen = lazy(() => import('./screens/email/EmailScreen'));
const ReportsScreen = lazy(() => import('./screens/reports/ReportsScreen'));
const SettingsScreen = lazy(() => import('./screens/settings/SettingsScreen'));
const NotFoundScreen = lazy(() => import('./screens/not-found/NotFoundScreen'));

/** SPEC section 2's route table; '/' = '/dashboard' and '/import-agents' = '/upload'. */
export const ROUTES = [
  { path: '/', Screen: DashboardScreen },
  { path: '/dashboard', Screen: DashboardScreen },
  { path: '/agents', Screen: TeamViewScreen },
  { path: '/agent-list', Screen: IndividualAgentsScreen },
  { path: '/import-agents', Screen: ImportAgentsScreen },
  { path: '/upload', Screen: ImportAgentsScreen },
  { path: '/database', Screen: DatabaseViewerScreen },
  { path: '/companies', Screen: CompaniesScreen },
  { path: '/unified-agents', Screen: UnifiedAgentsScreen },
  { path: '/email', Screen: EmailScreen },
  { path: '/reports', Screen: ReportsScreen },
  { path: '/settings', Screen: SettingsScreen },
  { path: '*', Screen: NotFoundScreen },
];
