// Sign-in, sign-up, sign-out and the signed-in account (product §7 plus /auth/me): what the
// public pages and the staff guard need. The register screen and an account's password and
// sessions are staff screens, in @agency/shared/staff-api (account-api).

import type { LoginPayload, Me, SignUpPayload, TokenReply } from '@agency/shared/contract';
import { api } from './api-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /login: the session cookie and `{ csrfToken }`, or `{ msg }` (and `captchaRequired`) on failure. */
    login: build.mutation<TokenReply, LoginPayload>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    /** POST /register with the sign-up payload: creates a member and signs it in (cookie and `{ csrfToken }`). */
    signUp: build.mutation<TokenReply, SignUpPayload>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
    }),
    me: build.query<Me, void>({
      query: () => 'auth/me',
      providesTags: ['Me'],
    }),
    /** POST /auth/logout: ends this session and removes its cookie (which no script can). */
    logout: build.mutation<{ message: string }, string | null>({
      // The CSRF token is passed in: the page forgets it as the request leaves.
      query: (csrfToken) => ({ url: 'auth/logout', method: 'POST', headers: csrfToken ? { 'x-csrf-token': csrfToken } : {} }),
    }),
  }),
});

export const { useLoginMutation, useSignUpMutation, useMeQuery } = authApi;
