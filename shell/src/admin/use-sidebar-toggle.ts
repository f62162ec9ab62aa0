// Sidebar toggle (product §2): toggled by default when the window is 992 px wide or
// less, re-evaluated on resize; the toggle button flips it. Toggled = compact rail.

import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from '@agency/shared/contract';

const isNarrow = () => window.innerWidth <= SIDEBAR_BREAKPOINT_PX;

export const useSidebarToggle = () => {
  const [toggled, setToggled] = useState(isNarrow);

  useEffect(() => {
    const onResize = () => setToggled(isNarrow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => setToggled((value) => !value), []);
  return { toggled, toggle };
};
