// The admin frame (product §2): sidebar, top bar, the page, and the footer.

import { Outlet } from 'react-router-dom';
import { ADMIN_COPYRIGHT_YEAR, SITE } from '@agency/shared/contract';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarToggle } from './use-sidebar-toggle';
import './admin-layout.css';

export function AdminLayout() {
  const { toggled, toggle } = useSidebarToggle();
  return (
    <div className="admin-frame">
      <Sidebar toggled={toggled} />
      <div className="admin-frame__main">
        <TopBar sidebarToggled={toggled} onToggleSidebar={toggle} />
        <main className="admin-frame__content" id="admin-content">
          <Outlet />
        </main>
        <footer className="admin-footer">
          Copyright &copy; {SITE.name} {ADMIN_COPYRIGHT_YEAR}
        </footer>
      </div>
    </div>
  );
}
