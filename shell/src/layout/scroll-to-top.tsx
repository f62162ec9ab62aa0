// Every route change scrolls to the top (product §2).

import { useEffect } from 'react';
import { useLocation } from '@agency/shared/router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
