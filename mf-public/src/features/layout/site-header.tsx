// The public navbar: brand, the links of product §2 and the Support button. Below
// 992 px the links fold into a menu behind a disclosure button.

import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@agency/shared/router';
import { SITE } from '@agency/shared/contract';
import { Icon } from '../../components/icon/icon';
import { BrandLogo } from './brand-logo';
import { NAV_LINKS, SUPPORT_LINK } from './nav-links';
import './site-header.css';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

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
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span className="ui-visually-hidden">Menu</span>
        </button>
        <nav id={menuId} className={`site-nav${open ? ' is-open' : ''}`} aria-label="Main">
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
