// Redirect rules and the 404 log (issue 38), staff only: the rules a page at a time, add and
// delete, CSV import (the file's text as the body) and export, the 404 log with Ignore.
// A rule change refreshes the 404 log too: a path it now answers shows as redirected.

import {
  listSearchParams,
  type ListQuery,
  type NotFoundEntry,
  type Page,
  type RedirectRule,
  type RedirectRuleInput,
} from '@agency/shared/contract';
import { api, apiBaseUrl, applySessionHeaders } from '@agency/shared/api';
import type { DownloadedFile } from './contacts-export';

const RULES = { type: 'Redirect', id: 'LIST' } as const;
const NOT_FOUND = { type: 'NotFound', id: 'LIST' } as const;

/** The admin kit's lists key their rows by `_id`. */
export type RedirectRow = RedirectRule & { _id: string };
export type NotFoundRow = NotFoundEntry & { _id: string };

export const redirectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRedirectsPage: build.query<Page<RedirectRow>, ListQuery>({
      query: (list) => `redirects?${listSearchParams(list)}`,
      transformResponse: (page: Page<RedirectRule>) => ({ ...page, data: page.data.map((rule) => ({ ...rule, _id: rule.id })) }),
      providesTags: [RULES],
    }),
    addRedirect: build.mutation<RedirectRule, RedirectRuleInput>({
      query: (rule) => ({ url: 'redirects', method: 'POST', body: rule }),
      invalidatesTags: [RULES, NOT_FOUND],
    }),
    deleteRedirect: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `redirects/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [RULES, NOT_FOUND],
    }),
    importRedirects: build.mutation<{ imported: number; replaced: number }, { csv: string; confirm: boolean }>({
      query: ({ csv, confirm }) => ({
        url: `redirects/import${confirm ? '?confirm=1' : ''}`,
        method: 'POST',
        body: csv,
        headers: { 'content-type': 'text/csv' },
      }),
      invalidatesTags: [RULES, NOT_FOUND],
    }),
    getNotFoundPage: build.query<Page<NotFoundRow>, { page: number; ignored: boolean }>({
      query: ({ page, ignored }) => `redirects/not-found?page=${page}&limit=20${ignored ? '&ignored=1' : ''}`,
      transformResponse: (page: Page<NotFoundEntry>) => ({ ...page, data: page.data.map((entry) => ({ ...entry, _id: entry.path })) }),
      providesTags: [NOT_FOUND],
    }),
    /** The top bar's count: missing pages first seen this week. */
    getNotFoundSummary: build.query<{ newThisWeek: number }, void>({
      query: () => 'redirects/not-found/summary',
      providesTags: [NOT_FOUND],
    }),
    setNotFoundIgnored: build.mutation<{ path: string; ignored: boolean }, { path: string; ignored: boolean }>({
      query: (body) => ({ url: 'redirects/not-found/ignored', method: 'PUT', body }),
      invalidatesTags: [NOT_FOUND],
    }),
  }),
});

export const {
  useGetRedirectsPageQuery,
  useAddRedirectMutation,
  useDeleteRedirectMutation,
  useImportRedirectsMutation,
  useGetNotFoundPageQuery,
  useGetNotFoundSummaryQuery,
  useSetNotFoundIgnoredMutation,
} = redirectsApi;

/** GET /redirects/export (staff): every rule and old slug as CSV, a file download. */
export const fetchRedirectsCsv = async (): Promise<DownloadedFile> => {
  const response = await fetch(`${apiBaseUrl()}/redirects/export`, { credentials: 'include', headers: applySessionHeaders(new Headers()) });
  if (!response.ok) throw new Error(`GET /redirects/export answered ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'redirects.csv';
  return { blob: await response.blob(), fileName };
};
