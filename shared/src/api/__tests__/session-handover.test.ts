// A login the site server did itself (sent before the page's scripts ran) hands the session's
// CSRF token to the next page in a short-lived cookie: the store starts signed in with it,
// keeps it where the page keeps its token, and removes the cookie.

import { SESSION_HANDOVER_COOKIE } from '@agency/shared/contract';
import { createAppStore } from '../store';
import { CSRF_TOKEN_STORAGE_KEY } from '../csrf-token-storage';

afterEach(() => {
  localStorage.clear();
  document.cookie = `${SESSION_HANDOVER_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the session handed over by the site server', () => {
  it('signs the page in with the handed-over token, stores it and takes the cookie away', () => {
    document.cookie = `${SESSION_HANDOVER_COOKIE}=${encodeURIComponent('csrf+token/1')}; Path=/`;
    const store = createAppStore();
    expect(store.getState().auth.csrfToken).toBe('csrf+token/1');
    expect(localStorage.getItem(CSRF_TOKEN_STORAGE_KEY)).toBe('csrf+token/1');
    expect(document.cookie).not.toContain(SESSION_HANDOVER_COOKIE);
  });

  it('leaves a page without one as it was', () => {
    localStorage.setItem(CSRF_TOKEN_STORAGE_KEY, 'stored-token');
    expect(createAppStore().getState().auth.csrfToken).toBe('stored-token');
  });
});
