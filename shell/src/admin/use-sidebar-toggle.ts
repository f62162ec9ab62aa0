// The sidebar's two behaviours (product §2's 992 px breakpoint): on a wide window it
// is a column beside the page whose toggle folds it to a compact rail; at 992 px
// and less it is an overlay drawer over the page (closed until the menu button
// opens it, closed again by Escape, the backdrop or following a link), so it never
// takes width from the content of a phone.

import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_BREAKPOINT_PX } from '@agency/shared/contract';

const isNarrow = () => window.innerWidth <= SIDEBAR_BREAKPOINT_PX;

export interface SidebarState {
  /** At 992 px and less: the sidebar is a drawer. */
  narrow: boolean;
  /** Wide: folded to the compact rail. */
  folded: boolean;
  /** Narrow: the drawer is open. */
  open: boolean;
  toggle: () => void;
  close: () => void;
}

export const useSidebarToggle = (): SidebarState => {
  const [narrow, setNarrow] = useState(isNarrow);
  const [folded, setFolded] = useState(false);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const onResize = () => {
      const next = isNarrow();
      setNarrow(next);
      if (!next) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Following a link in the drawer shows the page it leads to.
  useEffect(() => setOpen(false), [pathname]);

  const toggle = useCallback(() => (isNarrow() ? setOpen((value) => !value) : setFolded((value) => !value)), []);
  const close = useCallback(() => setOpen(false), []);
  return { narrow, folded: !narrow && folded, open: narrow && open, toggle, close };
};
