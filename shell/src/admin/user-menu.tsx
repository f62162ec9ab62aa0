// Top-bar user menu: Profile, Settings, Logout (product §2). Logout removes the token and returns to /.

import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@agency/shared/router';
import { PROFILE_PATH, SETTINGS_PATH } from '@agency/shared/contract';
import { signedOut, useAppDispatch, useMeQuery } from '@agency/shared/api';
import { useDismiss } from './use-dismiss';

export function UserMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: me } = useMeQuery();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);

  // Leave the admin first (committed at once, not as a transition), then end the session.
  const logout = async () => {
    setOpen(false);
    await navigate('/', { flushSync: true });
    dispatch(signedOut());
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
          <button type="button" onClick={() => void logout()}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
