// The audit trail (owners): GET /audit, a page of entries with the screen's filters; GET /audit.csv
// the same filters' entries as a file (a download, kept out of the store).

import type { AuditPage, AuditQuery } from '@agency/shared/contract/messages';
import { api, apiBaseUrl, applySessionHeaders } from '@agency/shared/api';
import type { DownloadedFile } from './contacts-export';

/** The query string of the filters that are set, in a stable order. */
export const auditSearchParams = (query: AuditQuery): URLSearchParams =>
  new URLSearchParams(
    (['user', 'action', 'resource', 'from', 'to', 'page', 'limit'] as const)
      .filter((key) => query[key] !== undefined && query[key] !== '')
      .map((key) => [key, String(query[key])]),
  );

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditQuery>({
      query: (query) => `audit?${auditSearchParams(query).toString()}`,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;

export const fetchAuditCsv = async (query: AuditQuery): Promise<DownloadedFile> => {
  const { page: _page, limit: _limit, ...filters } = query;
  const response = await fetch(`${apiBaseUrl()}/audit.csv?${auditSearchParams(filters).toString()}`, {
    credentials: 'include',
    headers: applySessionHeaders(new Headers()),
  });
  if (!response.ok) throw new Error(`GET /audit.csv answered ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
  return { blob: await response.blob(), fileName };
};
