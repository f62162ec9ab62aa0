// What the page keeps of its session in localStorage under `token` (product §4: signed in
// means a token is stored): the session's CSRF token. The session itself is an HttpOnly
// cookie that no script can read (issue 17); the CSRF token opens nothing on its own.

export const TOKEN_KEY = 'token';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const readToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null;

export const writeToken = (token: string): void => storage()?.setItem(TOKEN_KEY, token);

export const clearToken = (): void => storage()?.removeItem(TOKEN_KEY);
