// Where the login page sends staff back to: the admin screen they were on when the
// session ended (re-login returns to the same editor), else the dashboard. Only
// paths of our own admin routes are honoured: a crafted link cannot send a fresh
// login to another site or to an arbitrary page.

import { adminPageRoutes, DASHBOARD_PATH, PREVIEW_ROUTES } from './routes';

// A staff preview (issue 19) too: signing in from it opens the same preview again.
const PATTERNS = [DASHBOARD_PATH, ...[...adminPageRoutes(), ...PREVIEW_ROUTES].map((route) => route.path)].map(
  (path) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[A-Za-z0-9_-]+')}$`),
);

export const returnPathAfterLogin = (from: unknown): string => {
  if (typeof from !== 'string') return DASHBOARD_PATH;
  const [pathname, search = ''] = from.split(/(?=\?)/);
  if (!PATTERNS.some((pattern) => pattern.test(pathname))) return DASHBOARD_PATH;
  // Screens keep their view in the query (e.g. ?view=notifications); nothing else travels.
  return /^\?[\w=&%.-]*$/.test(search) ? `${pathname}${search}` : pathname;
};
