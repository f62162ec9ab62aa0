// The public navbar: brand, the links of product §2 and the Support button. Below
// 992 px the links fold into a menu behind a disclosure button. The menu is a native
// popover the button targets, so a tap opens it before the scripts have run, and a tap
// outside or Escape closes it; once hydrated, React's state drives the same popover.

import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@agency/shared/router';
import { SITE } from '@agency/shared/contract';
import { Icon } from '../../components/icon/icon';
import { BrandLogo } from './brand-logo';
import { NAV_LINKS, SUPPORT_LINK } from './nav-links';
import './site-header.css';

/** Whether the popover is shown (false where the browser has no popovers, such as jsdom). */
const isPopoverOpen = (element: HTMLElement): boolean => {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
};

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const nav = useRef<HTMLElement>(null);

  // A followed link closes the menu (not the first render: a tap before hydration may have opened it).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  // The browser's light dismiss (a tap outside, Escape) and a tap before hydration change the popover by
  // themselves: the state follows it. On hydration an open popover is adopted, a closed one never forced on
  // the state: a tap during hydration reaches React (which hydrates the button at once to handle it) before
  // these first effects run, and its state is already true.
  useEffect(() => {
    const menu = nav.current;
    if (!menu) return undefined;
    if (isPopoverOpen(menu)) setOpen(true);
    const follow = () => setOpen(isPopoverOpen(menu));
    menu.addEventListener('toggle', follow);
    return () => menu.removeEventListener('toggle', follow);
  }, []);

  // The popover follows the state; on the first run it is only opened, for the same reasons.
  const mounted = useRef(false);
  useEffect(() => {
    const menu = nav.current;
    const first = !mounted.current;
    mounted.current = true;
    if (!menu || typeof menu.togglePopover !== 'function' || isPopoverOpen(menu) === open || (first && !open)) return;
    menu.togglePopover(open);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__topbar">
        <div className="ui-container site-header__topbar-inner">
          <p className="site-header__tagline">{SITE.tagline}</p>
          <ul className="site-header__contact">
            <li>
              <a href={`mailto:${SITE.email}`}>
                <Icon name="mail" size={16} />
                {SITE.email}
              </a>
            </li>
            <li>
              <a href={SITE.phoneHref}>
                <Icon name="phone" size={16} />
                {SITE.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="ui-container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={`${SITE.name} home`}>
          <BrandLogo />
        </Link>
        <button
          ref={toggle}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          popoverTarget={menuId}
          onClick={(event) => {
            // React's state decides: the button's own popover toggle would undo it.
            event.preventDefault();
            setOpen(!open);
          }}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span className="ui-visually-hidden">Menu</span>
        </button>
        <nav ref={nav} id={menuId} popover="auto" className={`site-nav${open ? ' is-open' : ''}`} aria-label="Main">
          <ul className="site-nav__list">
            {NAV_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={SUPPORT_LINK.to} className="btn btn-primary site-nav__support">
            <Icon name="headset" size={18} />
            {SUPPORT_LINK.label}
          </Link>
        </nav>
      </div>
    </header>
  );
}
