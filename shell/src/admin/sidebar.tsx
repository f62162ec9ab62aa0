// Admin sidebar (product §2): one collapsible group per content area, one open at a time.

import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ADMIN_AREAS, DASHBOARD_PATH, type AdminArea } from '@agency/shared/contract';

/** The sidebar spells the products list /product-list (product §2); both paths show it. */
const sidebarListPath = (area: AdminArea) => area.listAliases?.[0] ?? area.list;

const ownsPath = (area: AdminArea, pathname: string) =>
  [area.list, ...(area.listAliases ?? []), area.add, area.edit].some(
    (path) => path && (pathname === path || pathname.startsWith(`${path}/`)),
  );

export function Sidebar({ toggled }: { toggled: boolean }) {
  const { pathname } = useLocation();
  const [openKey, setOpenKey] = useState<string | null>(() => ADMIN_AREAS.find((a) => ownsPath(a, pathname))?.key ?? null);

  return (
    <nav className={`admin-sidebar${toggled ? ' admin-sidebar--toggled' : ''}`} aria-label="Admin">
      <NavLink className="admin-sidebar__brand" to={DASHBOARD_PATH}>
        <span aria-hidden="true" className="admin-sidebar__logo">N</span>
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
      </ul>
    </nav>
  );
}
