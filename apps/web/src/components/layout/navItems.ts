import type { IconType } from 'react-icons';
import {
  LuBuilding2,
  LuDatabase,
  LuFileUp,
  LuLayoutDashboard,
  LuMail,
  LuNetwork,
  LuSettings,
  LuChartColumn,
  LuUpload,
  LuUsers,
} from 'react-icons/lu';

/** SPEC section 2: the side navigation, in this order. */
export const NAV_ITEMS: { label: string; path: string; icon: IconType }[] = [
  { label: 'Dashboard', path: '/', icon: LuLayoutDashboard },
  { label: 'Team View', path: '/agents', icon: LuNetwork },
  { label: 'Agents', path: '/agent-list', icon: LuUsers },
  { label: 'Import Agents', path: '/import-agents', icon: LuUpload },
  { label: 'Database Viewer', path: '/database', icon: LuDatabase },
  { label: 'File Upload', path: '/upload', icon: LuFileUp },
  { label: 'Email Automation', path: '/email', icon: LuMail },
  { label: 'Reports', path: '/reports', icon: LuChartColumn },
  { label: 'Settings', path: '/settings', icon: LuSettings },
  { label: 'Companies', path: '/companies', icon: LuBuilding2 },
];

export function isCurrent(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === itemPath;
}
