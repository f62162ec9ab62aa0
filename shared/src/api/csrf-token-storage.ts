// What the page keeps of its session in localStorage under `token` (product §4: signed in
// means a token is stored): the session's CSRF token. The session itself is an HttpOnly
// cookie that no script can read; the CSRF token opens nothing on its own.

import { SESSION_HANDOVER_COOKIE } from '@agency/shared/contract';

export const CSRF_TOKEN_STORAGE_KEY = 'token';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The token of a sign-in the site server did before the page's scripts ran, taken once (and stored). */
const takeHandedOverCsrfToken = (): string | null => {
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
  writeCsrfToken(token);
  return token;
};

export const readCsrfToken = (): string | null => takeHandedOverCsrfToken() ?? storage()?.getItem(CSRF_TOKEN_STORAGE_KEY) ?? null;

export const writeCsrfToken = (token: string): void => storage()?.setItem(CSRF_TOKEN_STORAGE_KEY, token);

export const clearCsrfToken = (): void => storage()?.removeItem(CSRF_TOKEN_STORAGE_KEY);
