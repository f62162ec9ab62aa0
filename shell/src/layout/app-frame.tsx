// What every page has, public or admin: scroll restoration, the chat link, back-to-top
// (which step aside for forms). The floating buttons sit in a landmark of their own on
// public pages; admin pages (routes with `handle.admin`) carry them in their footer instead.

import { Outlet, useMatches } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';
import { ChatButton } from './chat-button';
import { BackToTop } from './back-to-top';
import { StepAsideForForms } from './step-aside-for-forms';

const isAdminRoute = (handle: unknown) => (handle as { admin?: boolean } | undefined)?.admin === true;

export function AppFrame() {
  const admin = useMatches().some((match) => isAdminRoute(match.handle));
  return (
    <>
      <ScrollToTop />
      <StepAsideForForms />
      <Outlet />
      {admin ? null : (
        <aside className="floating-actions" aria-label="Quick links">
          <ChatButton />
          <BackToTop />
        </aside>
      )}
    </>
  );
}
