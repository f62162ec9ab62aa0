// The API host (fastify/demo layout). `apiPlugin` holds every route with relative
// paths, so the site server mounts it with `{ prefix: '/api' }`; `buildApp` is a
// server with the plugin at the root (or a prefix), for tests and `main.ts`.

import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { resolveApiOptions, type ApiOptions, type GivenApiOptions } from './config';
import { answerFrameworkError } from './http/framework-errors';
import { echoRequestId, requestIdServerOptions } from './http/request-id';
import { answerUnknownRoutesUnread } from './http/unknown-routes';
import { serverTimeoutOptions, type ServerTimeouts } from './http/server-timeouts';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import captchaPlugin from './plugins/captcha';
import dataDirPlugin from './plugins/data-dir';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import httpCachingPlugin from './plugins/http-caching';
import insightsPlugin from './plugins/insights';
import publicReplyCachePlugin from './plugins/public-reply-cache';
import publicationSchedulerPlugin from './plugins/publication-scheduler';
import redirectsPlugin from './plugins/redirects';
import mediaPlugin from './plugins/media';
import metricsPlugin from './plugins/metrics';
import indexNowPlugin from './plugins/indexnow';
import notificationsPlugin from './plugins/notifications';
import openapiPlugin from './plugins/openapi';
import orphanSweepPlugin from './plugins/orphan-sweep';
import trashPurgePlugin from './plugins/trash-purge';
import { DEFAULT_JSON_BODY_LIMIT } from './http/body-limits';
import securityPlugin from './plugins/security';
import seedPlugin from './plugins/seed';
import sharedStatePlugin from './plugins/shared-state';
import staffAccountPlugin from './plugins/staff-account';
import { ROUTE_MODULES } from './routes';
import { namedPlugin } from './http/plugin-name';
import { sourceVersionsReader, type SourceVersions } from './page-cache/site-content-version';
import { readVersionHealth } from './insights/version-health';
import weeklyReportPlugin from './plugins/weekly-report';
import { enqueueStaffNotice, type StaffNotice } from './notifications/outbox-repository';
import type { RemoteVersionHealth, WatchedRelease } from '@agency/shared/contract/insights';
import type { AuditEntry } from '@agency/shared/contract/audit';
import { recordAuditEntriesOnce } from './audit/audit-repository';

export type { ApiOptions, NotificationOptions } from './config';
export type { StaffNotice } from './notifications/outbox-repository';
export { DEFAULT_NOTIFICATION_OPTIONS } from './notifications/notification-options';
export { loadApiOptions, loadMetricsServerOptions, loadServerOptions, trustProxyFrom } from './config';
export { serveMetrics } from './metrics/metrics-server';
export { echoRequestId, REQUEST_ID_HEADER, requestIdFrom, requestIdServerOptions } from './http/request-id';
export { DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './http/server-timeouts';
export { answerFrameworkError } from './http/framework-errors';
export { answerUnknownRoutesUnread } from './http/unknown-routes';
export { SESSION_MODE_HEADER } from './auth/session-cookie';
export { closeOnSignals } from './server/graceful-shutdown';
export { sessionCookieOf } from './auth/session-cookie';
export { KeptReplies, type KeptRepliesLimits } from './http/kept-replies';
export { markMemoryHit, memoryHitOf, type StillKept } from './http/memory-hit';
export { PAGE_SOURCES, sourcesOfApiPath, type SourceVersions } from './page-cache/site-content-version';
export { LiveRedirectRules, type RulesChangedListener } from './redirects/live-redirect-rules';
export type { RedirectHit } from './redirects/redirect-matcher';
export { NotFoundMonitor } from './redirects/not-found-monitor';

/** `dataDir` is required; everything else falls back to the production defaults. */
export type ApiPluginOptions = GivenApiOptions & {
  /** What the host may read of the mounted API once it is in (the site server's page cache). */
  onMounted?: (api: MountedApi) => void;
};

export interface MountedApi {
  /** The versions of what public pages are built from (page-cache/site-content-version.ts). */
  readSourceVersions(): Promise<SourceVersions>;
  /** Health of each remote's live version and canary, this instance's waiting beacons written first (the canary rule). */
  readVersionHealth(watched: readonly WatchedRelease[]): Promise<RemoteVersionHealth[]>;
  /** Queues an e-mail to staff (NOTIFY_EMAILS) about no contact message, through the outbox. */
  queueStaffNotice(notice: StaffNotice): Promise<void>;
  /** Writes audit entries of changes made outside the API (remote releases), once each by id. */
  recordAudit(entries: readonly AuditEntry[]): Promise<void>;
  /** The IndexNow key the site serves at /<key>.txt, when submissions are on. */
  indexNowKey?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiOptions: ApiOptions;
  }
}

export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, pluginOptions) => {
  // Fastify hands the mount prefix to the plugin too; it is not an API option.
  const { prefix: _mountedAt, onMounted, ...given } = pluginOptions as ApiPluginOptions & { prefix?: string };
  const options = resolveApiOptions(given);
  app.decorate('apiOptions', options);
  // External plugins first, then ours (each a named decorator), then the routes.
  // DATA_DIR first: a second process on the same folder stops here, before it reads or sweeps anything.
  await app.register(dataDirPlugin, options);
  // Before any route (the media plugin's image routes too): it describes each one as it is registered.
  await app.register(openapiPlugin);
  await app.register(securityPlugin, options);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, options);
  await app.register(metricsPlugin, options);
  await app.register(sharedStatePlugin, options);
  await app.register(redirectsPlugin, options);
  await app.register(mediaPlugin, options);
  await app.register(orphanSweepPlugin, options);
  await app.register(trashPurgePlugin);
  await app.register(authPlugin, options);
  await app.register(auditPlugin);
  await app.register(httpCachingPlugin);
  await app.register(publicReplyCachePlugin);
  await app.register(indexNowPlugin, options);
  await app.register(publicationSchedulerPlugin, options);
  await app.register(captchaPlugin, options);
  await app.register(staffAccountPlugin, options);
  await app.register(notificationsPlugin, options);
  await app.register(insightsPlugin);
  await app.register(weeklyReportPlugin, options);
  await app.register(seedPlugin, options);
  for (const [prefix, routes] of ROUTE_MODULES) await app.register(namedPlugin(`routes ${prefix || '/'}`, routes), { prefix });
  onMounted?.({
    readSourceVersions: sourceVersionsReader(app.db),
    readVersionHealth: async (watched) => {
      await app.insights.buffer.flush();
      return readVersionHealth(app.db, watched);
    },
    queueStaffNotice: async (notice) => {
      await enqueueStaffNotice(app.db, notice);
      app.notifications.wake();
    },
    recordAudit: (entries) => recordAuditEntriesOnce(app.db, entries),
    indexNowKey: app.indexNow.key,
  });
};

/** What the site's HTML needs to render the right captcha widget (`window.__APP_CONFIG__.captcha`). */
export const captchaRuntimeConfig = (options: Pick<ApiOptions, 'recaptcha'>): { provider: 'altcha' | 'recaptcha'; siteKey?: string } =>
  options.recaptcha ? { provider: 'recaptcha', siteKey: options.recaptcha.siteKey } : { provider: 'altcha' };

export interface BuildAppOptions extends ApiPluginOptions {
  /** Mount path of the API ('' = root). */
  prefix?: string;
  logger?: FastifyServerOptions['logger'];
  /** Fastify `trustProxy`; off unless the deployment sits behind a known proxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** How long a client may take to send a request, or stay quiet (production defaults). */
  timeouts?: Partial<ServerTimeouts>;
}

export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { prefix = '', logger = false, trustProxy = false, timeouts, ...apiOptions } = options;
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: DEFAULT_JSON_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    ...requestIdServerOptions(),
    ...serverTimeoutOptions(timeouts),
  });
  echoRequestId(app);
  answerUnknownRoutesUnread(app);
  await app.register(compress, { global: true, threshold: 1024 });
  try {
    await app.register(apiPlugin, { ...apiOptions, prefix });
  } catch (error) {
    // A refused start (a setting, DATA_DIR in use) closes what the plugins before the refusal opened:
    // the database pool, the DATA_DIR lock, the checkpointing thread, the change signal.
    await app.close().catch(() => undefined);
    throw error;
  }
  // Outside the mount path there is nothing; say so in the API's own words.
  if (prefix) app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: apiMessages.notFound }));
  return app;
};
