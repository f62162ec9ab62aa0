// SEO for pages (issue 19), staff's calls: every fixed public page with its SEO fields and
// derived defaults, and the save of one page (multipart for the social image, If-Match like
// the entries' editors). A save refreshes the pages' public read and the site SEO audit.
// Injected into the one API slice from @agency/shared/staff-api, so visitors never download it.

import { entityVersionTag, type SeoPageKey, type SeoPageSettings } from '@agency/shared/contract';
import { api, PAGE_SEO_TAG } from '@agency/shared/api';
import { type WriteBody } from './content-staff-api';

export interface PageSeoUpdate {
  page: SeoPageKey;
  body: WriteBody;
  /** The `updatedAt` the form started from (none before the first save). */
  version?: string;
}

export const pageSeoAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /seo/pages (staff). */
    getSeoPages: build.query<SeoPageSettings[], void>({
      query: () => 'seo/pages',
      providesTags: [PAGE_SEO_TAG],
    }),
    /** PUT /seo/pages/{page} (staff). */
    updateSeoPage: build.mutation<SeoPageSettings, PageSeoUpdate>({
      query: ({ page, body, version }) => ({
        url: `seo/pages/${encodeURIComponent(page)}`,
        method: 'PUT',
        body,
        ...(version ? { headers: { 'if-match': entityVersionTag(version) } } : {}),
      }),
      invalidatesTags: [PAGE_SEO_TAG],
    }),
  }),
});

export const { useGetSeoPagesQuery, useUpdateSeoPageMutation } = pageSeoAdminApi;
