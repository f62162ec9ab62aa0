// A page change keeps the visitor where the page links were, at the bottom of the
// list: bring the list's top into view instead, and move focus there so keyboard
// and screen-reader users start reading the new page from its first item.

import { useEffect, useRef, type RefObject } from 'react';

/** The list a pagination pages: the section the page links sit in. */
const pagedList = (nav: HTMLElement): HTMLElement | null => nav.closest('section');

export const useScrollToListOnPageChange = (page: number): RefObject<HTMLElement | null> => {
  const nav = useRef<HTMLElement>(null);
  const shown = useRef(page);

  // Back and forward are page changes too: the browser must not put the old scroll
  // position back after ours, so this page keeps the scroll while the list is shown.
  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const list = nav.current ? pagedList(nav.current) : null;
    if (!list) return;
    list.scrollIntoView({ block: 'start' });
    if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
    list.focus({ preventScroll: true });
  }, [page]);

  return nav;
};
