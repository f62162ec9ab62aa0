// Staff entry of the API client: the endpoints only the admin uses (content edits, people,
// contact messages, the media library, the outbox, search, the SEO audit and SEO for pages,
// the trash, revisions, the account),
// injected into the one slice of @agency/shared/api. Visitors never load it: only the admin
// remotes, the shell's admin frame and the admin kit import it (lint rule staff-api-only-in-admin-code).

export * from './content-staff-api';
export * from './people-api';
export * from './account-api';
export * from './admin-api';
export * from './notifications-api';
export * from './media-api';
export { fetchContactsCsv, type DownloadedFile } from './contacts-export';
export * from './trash-api';
export * from './revisions-api';
export * from './page-seo-api';
export * from './redirects-api';
export {
  useGetInsightReportQuery,
  useGetVersionHealthQuery,
  useGetPageInsightQuery,
  fetchInsightsCsv,
  type InsightRange,
} from './insights-api';
export * from './reviews-api';
export { useGetAuditQuery, fetchAuditCsv } from './audit-api';
export * from './second-factor-api';
export * from './dashboard-api';
