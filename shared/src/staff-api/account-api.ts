// The register screen (staff creating a staff account, product §7 POST /register) and the
// signed-in account's password and sessions.

import { api, signedIn } from '@agency/shared/api';
import type { ChangePasswordPayload, RegisterPayload, SessionInfo, User } from '@agency/shared/contract';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /register with the register-screen payload: staff creating a staff account. */
    registerStaff: build.mutation<{ message: string; user: User }, RegisterPayload>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
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
  }),
});

export const { useRegisterStaffMutation, useChangePasswordMutation, useSessionsQuery, useEndSessionMutation } = accountApi;
