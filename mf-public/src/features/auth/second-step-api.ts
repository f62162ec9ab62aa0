// The login's second step, injected into the one API slice by the login page itself, so that
// no other public page carries it: POST /login/second-factor with the ticket of step one.

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
  }),
});

export const { useLoginSecondStepMutation } = secondStepApi;
