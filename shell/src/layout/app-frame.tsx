// What every page has, public or admin: scroll restoration, the chat link, back-to-top.

import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';
import { ChatButton } from './chat-button';
import { BackToTop } from './back-to-top';

export function AppFrame() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <ChatButton />
      <BackToTop />
    </>
  );
}
