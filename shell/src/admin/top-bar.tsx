// Admin top bar (product §2): sidebar toggle, the content search, the message alerts
// and the user menu.

import { AdminSearch } from './search/admin-search';
import { AlertsMenu } from './alerts/alerts-menu';
import { UserMenu } from './user-menu';
import './top-bar.css';

export interface TopBarProps {
  sidebarToggled: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ sidebarToggled, onToggleSidebar }: TopBarProps) {
  return (
    <header className="admin-topbar">
      <button
        type="button"
        className="admin-topbar__toggle"
        aria-label={sidebarToggled ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-pressed={sidebarToggled}
        onClick={onToggleSidebar}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
        </svg>
      </button>
      <AdminSearch />
      <div className="admin-topbar__spacer" />
      <AlertsMenu />
      <UserMenu />
    </header>
  );
}
