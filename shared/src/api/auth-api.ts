// Sign-in, sign-up, the register screen and the signed-in account (product §7 plus /auth/me).

import type { ChangePasswordPayload, LoginPayload, Me, RegisterPayload, SignUpPayload, TokenReply, User } from '@agency/shared/contract';
import { api } from './api-slice';
import { signedIn } from './auth-slice';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /login: `{ token }`, or `{ msg }` on failure. */
    login: build.mutation<TokenReply, LoginPayload>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    /** POST /register with the sign-up payload: creates a member and returns `{ token }`. */
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
    changePassword: build.mutation<{ message: string; token: string }, ChangePasswordPayload>({
      query: (body) => ({ url: 'auth/password', method: 'PUT', body }),
      // The change ends every session signed before it, this one included: go on with the reply's token.
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const reply = await queryFulfilled.catch(() => undefined);
        if (reply?.data.token) dispatch(signedIn(reply.data.token));
      },
    }),
  }),
});

export const { useLoginMutation, useSignUpMutation, useRegisterStaffMutation, useMeQuery, useChangePasswordMutation } = authApi;
