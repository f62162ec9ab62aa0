// Sign-in, sign-up, the register screen and the signed-in account (product §7 plus /auth/me).

import type {
  ChangePasswordPayload,
  LoginPayload,
  Me,
  RegisterPayload,
  SessionInfo,
  SignUpPayload,
  TokenReply,
  User,
} from '@agency/shared/contract';
import { api } from './api-slice';
import { signedIn } from './auth-slice';

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
    /** POST /register with the register-screen payload: staff creating a staff account. */
    registerStaff: build.mutation<{ message: string; user: User }, RegisterPayload>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    me: build.query<Me, void>({
      query: () => 'auth/me',
      providesTags: ['Me'],
    }),
    /** PUT /auth/password: the signed-in account changes its own password; a wrong current one is a 400. */
    changePassword: build.mutation<{ message: string; csrfToken: string }, ChangePasswordPayload>({
      query: (body) => ({ url: 'auth/password', method: 'PUT', body }),
      // The change ends every session opened before it, this one included: go on with the new one.
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => undefined);
        if (reply?.data.csrfToken) dispatch(signedIn(reply.data.csrfToken));
      },
    }),
    /** GET /auth/sessions: where the account is signed in. */
    sessions: build.query<SessionInfo[], void>({
      query: () => 'auth/sessions',
      providesTags: ['Session'],
    }),
    /** DELETE /auth/sessions/:id: signs one of them out. */
    endSession: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
    /** POST /auth/logout: ends this session and removes its cookie (which no script can). */
    logout: build.mutation<{ message: string }, string | null>({
      // The CSRF token is passed in: the page forgets it as the request leaves.
      query: (csrfToken) => ({ url: 'auth/logout', method: 'POST', headers: csrfToken ? { 'x-csrf-token': csrfToken } : {} }),
    }),
  }),
});

export const {
  useLoginMutation,
  useSignUpMutation,
  useRegisterStaffMutation,
  useMeQuery,
  useChangePasswordMutation,
  useSessionsQuery,
  useEndSessionMutation,
} = authApi;
