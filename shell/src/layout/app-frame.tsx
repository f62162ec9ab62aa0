// What every page has, public or admin: scroll restoration, the chat link, back-to-top
// (which step aside for forms).

import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';
import { ChatButton } from './chat-button';
import { BackToTop } from './back-to-top';
import { StepAsideForForms } from './step-aside-for-forms';

export function AppFrame() {
  return (
    <>
      <ScrollToTop />
      <StepAsideForForms />
      <Outlet />
      <ChatButton />
      <BackToTop />
    </>
  );
}
