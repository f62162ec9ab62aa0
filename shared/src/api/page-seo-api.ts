// The public pages' own SEO fields (issue 19), as the heads of /, /about, the lists... read
// them: one small reply for every page, which the server renderer fetches with the page (so
// hydration asks for nothing). Staff's calls live in the admin kit, out of visitors' code.

import type { PublicPageSeo } from '@agency/shared/contract';
import { api } from './api-slice';

export const PAGE_SEO_TAG = { type: 'PageSeo', id: 'LIST' } as const;

export const pageSeoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /seo/pages/public: the fields set, by page key. */
    getPublicPageSeo: build.query<PublicPageSeo, void>({
      query: () => 'seo/pages/public',
      providesTags: [PAGE_SEO_TAG],
    }),
  }),
});

export const { useGetPublicPageSeoQuery } = pageSeoApi;
