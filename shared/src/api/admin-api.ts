// Admin helpers beyond product §7: the top bar's search, and the count of contact
// messages a staff member has not seen yet (the alert badge).

import type { ContactSummary, SearchHit } from '@agency/shared/contract';
import { api } from './api-slice';

const SUMMARY = { type: 'Contact', id: 'SUMMARY' } as const;

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /search?q= (staff): at most 20 `{ resource, _id, label }` across every content resource. */
    search: build.query<SearchHit[], string>({
      query: (q) => ({ url: 'search', params: { q } }),
      keepUnusedDataFor: 30,
    }),
    /** GET /contact/summary (staff): `{ total, unseen }`; refreshed whenever the contact list changes. */
    getContactSummary: build.query<ContactSummary, void>({
      query: () => 'contact/summary',
      providesTags: [SUMMARY, { type: 'Contact', id: 'LIST' }],
    }),
    /** POST /contact/seen (staff): everything received so far counts as seen by this account. */
    markContactsSeen: build.mutation<ContactSummary, void>({
      query: () => ({ url: 'contact/seen', method: 'POST' }),
      invalidatesTags: [SUMMARY],
    }),
  }),
});

export const { useSearchQuery, useLazySearchQuery, useGetContactSummaryQuery, useMarkContactsSeenMutation } = adminApi;
