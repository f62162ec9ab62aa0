// Admin helpers beyond product §7: the top bar's search, the count of unread contact
// messages (the alert badge), one message in full and its read state; the site SEO audit.

import { CONTENT_RESOURCES, type ContactDetail, type ContactSummary, type SearchHit, type SeoAuditReply } from '@agency/shared/contract';
import { api, PAGE_SEO_TAG } from '@agency/shared/api';

const SUMMARY = { type: 'Contact', id: 'SUMMARY' } as const;

/** Every write of a post, a service or their bodies (and a restore from the trash), and of a fixed page's SEO fields, changes the audit. */
const AUDITED_LISTS = [
  ...(['blog', 'singleBlog', 'service', 'singleService'] as const).map((key) => ({ type: CONTENT_RESOURCES[key].tag, id: 'LIST' })),
  { type: 'Trash', id: 'LIST' },
  PAGE_SEO_TAG,
];

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /search?q= (staff): at most 20 `{ resource, _id, label }` across every content resource. */
    search: build.query<SearchHit[], string>({
      query: (q) => ({ url: 'search', params: { q } }),
      keepUnusedDataFor: 30,
    }),
    /** GET /contact/summary (staff): `{ total, unseen, unread }`; refreshed whenever the contact list changes. */
    getContactSummary: build.query<ContactSummary, void>({
      query: () => 'contact/summary',
      providesTags: [SUMMARY, { type: 'Contact', id: 'LIST' }],
    }),
    /** POST /contact/seen (staff): everything received so far counts as seen by this account. */
    markContactsSeen: build.mutation<ContactSummary, void>({
      query: () => ({ url: 'contact/seen', method: 'POST' }),
      invalidatesTags: [SUMMARY],
    }),
    /** GET /contact/{id} (staff): one message, who read it, and the staff e-mail about it. */
    getContact: build.query<ContactDetail, string>({
      query: (id) => `contact/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Contact', id }],
    }),
    /** PUT /contact/{id}/read (staff): read or unread again; the list and the bell follow. */
    setContactRead: build.mutation<ContactDetail, { id: string; read: boolean }>({
      query: ({ id, read }) => ({ url: `contact/${encodeURIComponent(id)}/read`, method: 'PUT', body: { read } }),
      invalidatesTags: (_result, _error, { id }) => [SUMMARY, { type: 'Contact', id: 'LIST' }, { type: 'Contact', id }],
    }),
    /** POST /contact/read-all (staff): every message counts as read. */
    markAllContactsRead: build.mutation<ContactSummary, void>({
      query: () => ({ url: 'contact/read-all', method: 'POST' }),
      invalidatesTags: [SUMMARY, { type: 'Contact', id: 'LIST' }],
    }),
    /** GET /seo/audit (staff, issue 19): every public post and service page with its SEO problems. */
    getSeoAudit: build.query<SeoAuditReply, void>({
      query: () => 'seo/audit',
      providesTags: AUDITED_LISTS,
    }),
  }),
});

export const {
  useSearchQuery,
  useLazySearchQuery,
  useGetContactSummaryQuery,
  useMarkContactsSeenMutation,
  useGetContactQuery,
  useSetContactReadMutation,
  useMarkAllContactsReadMutation,
  useGetSeoAuditQuery,
} = adminApi;
