// The session token lives in localStorage under `token` (product §4).

export const TOKEN_KEY = 'token';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const readToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null;

export const writeToken = (token: string): void => storage()?.setItem(TOKEN_KEY, token);

export const clearToken = (): void => storage()?.removeItem(TOKEN_KEY);
