// Admin sidebar (product §2): one collapsible group per content area, one open at a time.
// At 992 px and less it is a drawer over the page: focus moves in when it opens,
// Escape or the backdrop closes it and focus goes back to the menu button.

import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from '@agency/shared/router';
import { ADMIN_AREAS, DASHBOARD_PATH, type AdminArea } from '@agency/shared/contract';
import { useIsSignedIn, useMeQuery } from '@agency/shared/api';
import type { SidebarState } from './use-sidebar-toggle';
import { sidebarLinksFor } from './sidebar-extra-links';

/** The sidebar spells the products list /product-list (product §2); both paths show it. */
const sidebarListPath = (area: AdminArea) => area.listAliases?.[0] ?? area.list;

const ownsPath = (area: AdminArea, pathname: string) =>
  [area.list, ...(area.listAliases ?? []), area.add, area.edit].some(
    (path) => path && (pathname === path || pathname.startsWith(`${path}/`)),
  );

export interface SidebarProps {
  id: string;
  state: SidebarState;
  /** The menu button: focus goes back to it when the drawer closes by Escape or the backdrop. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

export function Sidebar({ id, state, returnFocus }: SidebarProps) {
  const { pathname } = useLocation();
  const [openKey, setOpenKey] = useState<string | null>(() => ADMIN_AREAS.find((a) => ownsPath(a, pathname))?.key ?? null);
  const nav = useRef<HTMLElement>(null);
  const drawerOpen = state.narrow && state.open;
  const signedIn = useIsSignedIn();
  const { data: me } = useMeQuery(undefined, { skip: !signedIn });
  const links = sidebarLinksFor(me?.permissions);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    nav.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      state.close();
      returnFocus.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, state, returnFocus]);

  const classes = [
    'admin-sidebar',
    state.folded ? 'admin-sidebar--toggled' : '',
    state.narrow ? 'admin-sidebar--drawer' : '',
    drawerOpen ? 'is-open' : '',
  ];
  return (
    <>
      {drawerOpen ? (
        <div
          className="admin-drawer-backdrop"
          aria-hidden="true"
          onClick={() => {
            state.close();
            returnFocus.current?.focus();
          }}
        />
      ) : null}
      <nav
        ref={nav}
        id={id}
        className={classes.filter(Boolean).join(' ')}
        aria-label="Admin"
        // A closed drawer is off screen: out of the Tab order and the accessibility tree too.
        inert={state.narrow && !drawerOpen}
      >
        <NavLink className="admin-sidebar__brand" to={DASHBOARD_PATH}>
          <span aria-hidden="true" className="admin-sidebar__logo">
            N
          </span>
          <span className="admin-sidebar__brand-text">Northstar Admin</span>
        </NavLink>
        <ul className="admin-sidebar__list">
          <li>
            <NavLink className="admin-sidebar__link" to={DASHBOARD_PATH} end>
              Dashboard
            </NavLink>
          </li>
          {ADMIN_AREAS.map((area) => {
            const open = openKey === area.key;
            const panelId = `sidebar-group-${area.key}`;
            return (
              <li key={area.key} className={`admin-sidebar__group${open ? ' is-open' : ''}`}>
                <button
                  type="button"
                  className="admin-sidebar__group-toggle"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenKey(open ? null : area.key)}
                >
                  {area.label}
                </button>
                <ul id={panelId} className="admin-sidebar__sublist" hidden={!open}>
                  <li>
                    <NavLink className="admin-sidebar__link" to={sidebarListPath(area)}>
                      {area.backLabel ?? area.label}
                    </NavLink>
                  </li>
                  {area.add ? (
                    <li>
                      <NavLink className="admin-sidebar__link" to={area.add}>
                        {area.addLabel}
                      </NavLink>
                    </li>
                  ) : null}
                </ul>
              </li>
            );
          })}
          {links.map((link) => (
            <li key={link.to}>
              <NavLink className="admin-sidebar__link" to={link.to}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
