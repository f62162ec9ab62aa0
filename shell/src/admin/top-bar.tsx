// Admin top bar (spec §2): sidebar toggle and the user menu.

import { UserMenu } from './user-menu';

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
      <div className="admin-topbar__spacer" />
      <UserMenu />
    </header>
  );
}
