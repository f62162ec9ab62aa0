// The platform's Link and NavLink: anchors whose clicks navigate in the one router, built on
// React Router's hooks. React Router's own components also carry its framework mode (route
// prefetching, view transitions, route-module discovery), which every public page paid for in
// its first view (issue 14) and no page of ours uses.

import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state the new location carries. */
  state?: unknown;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on the exact path, not on the paths below it. */
  end?: boolean;
}

const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/** A link to a path of this site (a full URL elsewhere is a plain anchor). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, children, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  if (typeof to === 'string' && EXTERNAL.test(to))
    return (
      <a {...rest} ref={ref} href={to} target={target} onClick={onClick}>
        {children}
      </a>
    );
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
});

/** A Link that says when it leads to the current page: class `active` and `aria-current="page"`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, className, ...rest }, ref) {
  const target = useResolvedPath(rest.to).pathname;
  const { pathname } = useLocation();
  const below = target.endsWith('/') ? target : `${target}/`;
  const active = pathname === target || (!end && target !== '/' && pathname.startsWith(below));
  return (
    <Link
      {...rest}
      ref={ref}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
});
