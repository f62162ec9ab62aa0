// The login's second step, injected into the one API slice by the login page itself, so that
// no other public page carries it: POST /login/second-factor with the ticket of step one, and the
// passkey sign-in (POST /login/passkey/options, then /login/passkey).

import { api } from '@agency/shared/api';
import type { TokenReply } from '@agency/shared/contract';

export interface SecondStepPayload {
  ticket: string;
  code: string;
  captcha?: string;
}

const secondStepApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginSecondStep: build.mutation<TokenReply, SecondStepPayload>({
      query: (body) => ({ url: 'login/second-factor', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    /** POST /login/passkey/options: WebAuthn request options (the library's JSON) and the challenge's id. */
    passkeySignInOptions: build.mutation<{ challengeId: string; options: unknown }, void>({
      query: () => ({ url: 'login/passkey/options', method: 'POST', body: {} }),
    }),
    passkeySignIn: build.mutation<TokenReply, { challengeId: string; response: unknown }>({
      query: (body) => ({ url: 'login/passkey', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useLoginSecondStepMutation, usePasskeySignInOptionsMutation, usePasskeySignInMutation } = secondStepApi;
