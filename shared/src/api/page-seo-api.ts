// The head of a fixed public page (issue 19: /, /about, the lists...): its SEO fields where
// staff set them, else the title and description it derives. The server renderer fetches it
// with the page, so hydration asks for nothing. Staff's calls live in the admin kit.

import type { PublicPageHead, SeoPageKey } from '@agency/shared/contract';
import { api } from './api-slice';

export const PAGE_SEO_TAG = { type: 'PageSeo', id: 'LIST' } as const;

export const pageSeoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /seo/pages/public/{page}. */
    getPageHead: build.query<PublicPageHead, SeoPageKey>({
      query: (page) => `seo/pages/public/${page}`,
      providesTags: [PAGE_SEO_TAG],
    }),
  }),
});

export const { useGetPageHeadQuery } = pageSeoApi;
