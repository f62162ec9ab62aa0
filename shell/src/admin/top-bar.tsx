// Admin top bar (product §2): sidebar toggle, the content search, the SEO audit's count, the
// message alerts and the user menu.

import type { RefObject } from 'react';
import { AdminSearch } from './search/admin-search';
import { AlertsMenu } from './alerts/alerts-menu';
import { SeoAuditBadge } from './alerts/seo-audit-badge';
import { NotFoundBadge } from './alerts/not-found-badge';
import { UserMenu } from './user-menu';
import type { SidebarState } from './use-sidebar-toggle';
import './top-bar.css';

export interface TopBarProps {
  sidebar: SidebarState;
  sidebarId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** Wide: folds the sidebar to a rail and back. Narrow: opens and closes the drawer. */
const toggleProps = (sidebar: SidebarState, sidebarId: string) =>
  sidebar.narrow
    ? { 'aria-label': sidebar.open ? 'Close menu' : 'Open menu', 'aria-expanded': sidebar.open, 'aria-controls': sidebarId }
    : { 'aria-label': sidebar.folded ? 'Expand sidebar' : 'Collapse sidebar', 'aria-pressed': sidebar.folded };

export function TopBar({ sidebar, sidebarId, toggleRef }: TopBarProps) {
  return (
    <header className="admin-topbar">
      <button ref={toggleRef} type="button" className="admin-topbar__toggle" {...toggleProps(sidebar, sidebarId)} onClick={sidebar.toggle}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
        </svg>
      </button>
      <AdminSearch />
      <div className="admin-topbar__spacer" />
      <SeoAuditBadge />
      <NotFoundBadge />
      <AlertsMenu />
      <UserMenu />
    </header>
  );
}
