// A visitor's message (product §7 POST /contact): the contact, quote and FAQ forms send it.

import type { ContactPayload } from '@agency/shared/contract';
import { api } from './api-slice';
import { withRetryAfter } from './errors';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ message: string }, ContactPayload>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      // A 429 says when the visitor may send again; the form tells them.
      transformErrorResponse: (error, meta) => withRetryAfter(error, (meta as { response?: Response } | undefined)?.response),
      invalidatesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
