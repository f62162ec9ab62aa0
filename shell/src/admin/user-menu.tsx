// Top-bar user menu: Profile, Settings, Logout (spec §2). Logout removes the token and returns to /.

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PROFILE_PATH, SETTINGS_PATH } from '@agency/shared/contract';
import { signedOut, useAppDispatch, useMeQuery } from '@agency/shared/api';

export function UserMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: me } = useMeQuery();

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const logout = () => {
    dispatch(signedOut());
    navigate('/');
  };

  return (
    <div className="topbar-menu" ref={ref}>
      <button type="button" className="topbar-menu__button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <span className="topbar-menu__avatar" aria-hidden="true">
          {(me?.username ?? '?').charAt(0).toUpperCase()}
        </span>
        <span className="topbar-menu__name">{me?.username ?? 'Account'}</span>
      </button>
      <ul id={menuId} className="topbar-menu__list" hidden={!open}>
        <li>
          <Link to={PROFILE_PATH} onClick={() => setOpen(false)}>
            Profile
          </Link>
        </li>
        <li>
          <Link to={SETTINGS_PATH} onClick={() => setOpen(false)}>
            Settings
          </Link>
        </li>
        <li>
          <button type="button" onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
