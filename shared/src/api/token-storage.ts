// What the page keeps of its session in localStorage under `token` (product §4: signed in
// means a token is stored): the session's CSRF token. The session itself is an HttpOnly
// cookie that no script can read (issue 17); the CSRF token opens nothing on its own.

import { SESSION_HANDOVER_COOKIE } from '@agency/shared/contract';

export const TOKEN_KEY = 'token';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The token of a sign-in the site server did before the page's scripts ran, taken once (and stored). */
const takeHandedOverToken = (): string | null => {
  if (typeof document === 'undefined') return null;
  const prefix = `${SESSION_HANDOVER_COOKIE}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!found) return null;
  document.cookie = `${prefix}; Path=/; Max-Age=0; SameSite=Strict`;
  const token = decodeURIComponent(found.slice(prefix.length));
  if (!token) return null;
  writeToken(token);
  return token;
};

export const readToken = (): string | null => takeHandedOverToken() ?? storage()?.getItem(TOKEN_KEY) ?? null;

export const writeToken = (token: string): void => storage()?.setItem(TOKEN_KEY, token);

export const clearToken = (): void => storage()?.removeItem(TOKEN_KEY);
