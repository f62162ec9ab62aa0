// GET /insights/report (staff): the Insights screen's numbers for a range of days and the range
// before it; GET /insights/export.csv the same as a file (a download, kept out of the store);
// GET /insights/versions each remote's live version and canary, side by side; GET /insights/page one
// public page's last 30 days, for its editor.

import type { InsightReport } from '@agency/shared/contract/insights';
import type { PageInsight, VersionHealthReply } from '@agency/shared/contract/insights';
import { api, apiBaseUrl, applySessionHeaders } from '@agency/shared/api';
import type { DownloadedFile } from './contacts-export';

export interface InsightRange {
  from: string;
  to: string;
}

export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsightReport: build.query<InsightReport, InsightRange>({
      query: ({ from, to }) => ({ url: 'insights/report', params: { from, to } }),
      keepUnusedDataFor: 60,
    }),
    // The live versions panel polls it (VERSION_HEALTH_POLL_MS).
    getVersionHealth: build.query<VersionHealthReply, void>({ query: () => 'insights/versions' }),
    getPageInsight: build.query<PageInsight, string>({
      query: (path) => ({ url: 'insights/page', params: { path } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetInsightReportQuery, useGetVersionHealthQuery, useGetPageInsightQuery } = insightsApi;

export const fetchInsightsCsv = async ({ from, to }: InsightRange): Promise<DownloadedFile> => {
  const query = new URLSearchParams({ from, to });
  const response = await fetch(`${apiBaseUrl()}/insights/export.csv?${query}`, {
    credentials: 'include',
    headers: applySessionHeaders(new Headers()),
  });
  if (!response.ok) throw new Error(`GET /insights/export.csv answered ${response.status}`);
  return { blob: await response.blob(), fileName: `insights-${from}-${to}.csv` };
};
