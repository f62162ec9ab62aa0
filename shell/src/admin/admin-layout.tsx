// The admin frame (product §2): a skip link, sidebar, top bar, the page, and the
// footer (which carries the chat link and back-to-top: floating, they covered
// table buttons). Staff idle for too long are signed out, warned a minute before.

import { useRef } from 'react';
import { Outlet } from '@agency/shared/router';
import { ADMIN_COPYRIGHT_YEAR, SITE } from '@agency/shared/contract';
import { unsavedMessages } from '@agency/shared/contract/messages';
import { ChatButton } from '../layout/chat-button';
import { IdleSignOut } from './idle/idle-sign-out';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarToggle } from './use-sidebar-toggle';
import './admin-layout.css';
import './admin-phone.css';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

export function AdminLayout() {
  const sidebar = useSidebarToggle();
  const main = useRef<HTMLElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  return (
    <div className={`admin-frame${sidebar.narrow ? ' admin-frame--narrow' : ''}`}>
      <a
        className="admin-skip-link"
        href="#admin-content"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
          main.current?.scrollIntoView();
        }}
      >
        {unsavedMessages.skipToContent}
      </a>
      <Sidebar id={ADMIN_SIDEBAR_ID} state={sidebar} returnFocus={toggleButton} />
      <div className="admin-frame__main">
        <TopBar sidebar={sidebar} sidebarId={ADMIN_SIDEBAR_ID} toggleRef={toggleButton} />
        <main className="admin-frame__content" id="admin-content" ref={main} tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="admin-footer">
          <span>
            Copyright &copy; {SITE.name} {ADMIN_COPYRIGHT_YEAR}
          </span>
          <span className="admin-footer__links">
            <ChatButton variant="inline" />
            <button type="button" className="admin-footer__top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
              Back to top
            </button>
          </span>
        </footer>
      </div>
      <IdleSignOut />
    </div>
  );
}
