// Versioned migrations, listed in code (not read from disk) so the compiled build
// and the tests apply exactly the same set, in name order.

import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './001-initial-schema';
import * as notificationOutbox from './002-notification-outbox';
import * as rateLimitCounters from './003-rate-limit-counters';
import * as sessions from './004-sessions';
import * as listSortIndexes from './005-list-sort-indexes';
import * as fullTextSearch from './006-full-text-search';
import * as listStats from './007-list-stats';
import * as contactReadState from './050-contact-read-state';
import * as mediaLibrary from './051-media-library';
import * as trash from './052-trash';
import * as publicationStates from './053-publication-states';
import * as publishedCounts from './054-published-counts';
import * as seoFields from './055-seo-fields';
import * as revisions from './056-revisions';
import * as imageAlt from './057-image-alt';
import * as pageSeo from './058-page-seo';
import * as trashUnits from './059-trash-units';
import * as insights from './070-insights';
import * as contactAttribution from './071-contact-attribution';
import * as redirectRules from './080-redirect-rules';
import * as notFoundPaths from './081-not-found-paths';
import * as staffRoles from './090-staff-roles';
import * as reviews from './091-reviews';
import * as auditLog from './092-audit-log';
import * as secondFactor from './095-second-factor';
import * as versionHealth from './100-version-health';
import * as outboxNotices from './101-outbox-notices';
import * as mediaCopies from './105-media-copies';
import * as contentUpdatedIndexes from './106-content-updated-indexes';
import * as insightWeeklyReports from './115-insight-weekly-reports';
import * as insightPageIndexes from './116-insight-page-indexes';
import * as outboxHttpJobs from './120-outbox-http-jobs';
import * as insightSummaries from './125-insight-summaries';

const MIGRATIONS: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-notification-outbox': notificationOutbox,
  '003-rate-limit-counters': rateLimitCounters,
  '004-sessions': sessions,
  '005-list-sort-indexes': listSortIndexes,
  '006-full-text-search': fullTextSearch,
  '007-list-stats': listStats,
  '050-contact-read-state': contactReadState,
  '051-media-library': mediaLibrary,
  '052-trash': trash,
  '053-publication-states': publicationStates,
  '054-published-counts': publishedCounts,
  '055-seo-fields': seoFields,
  '056-revisions': revisions,
  '057-image-alt': imageAlt,
  '058-page-seo': pageSeo,
  '059-trash-units': trashUnits,
  '070-insights': insights,
  '071-contact-attribution': contactAttribution,
  '080-redirect-rules': redirectRules,
  '081-not-found-paths': notFoundPaths,
  '090-staff-roles': staffRoles,
  '091-reviews': reviews,
  '092-audit-log': auditLog,
  '095-second-factor': secondFactor,
  '100-version-health': versionHealth,
  '101-outbox-notices': outboxNotices,
  '105-media-copies': mediaCopies,
  '106-content-updated-indexes': contentUpdatedIndexes,
  '115-insight-weekly-reports': insightWeeklyReports,
  '116-insight-page-indexes': insightPageIndexes,
  '120-outbox-http-jobs': outboxHttpJobs,
  '125-insight-summaries': insightSummaries,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
