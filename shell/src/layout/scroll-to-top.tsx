// Every route change scrolls to the top (product §2). The first page is not a change: a
// visitor who scrolled the server-rendered page before its scripts ran stays where they are,
// and a reload or a link to an anchor keeps the browser's own position.

import { useEffect, useRef } from 'react';
import { useLocation } from '@agency/shared/router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
