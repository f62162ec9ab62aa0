// The one-process site: the shell's page for every route, the released remotes under
// /remotes/, the registry at /remotes.json and the API host mounted at /api.

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import {
  answerFrameworkError,
  answerUnknownRoutesUnread,
  apiPlugin,
  captchaRuntimeConfig,
  sourcesOfApiPath,
  type MountedApi,
  echoRequestId,
  requestIdServerOptions,
  serverTimeoutOptions,
  LiveRedirectRules,
  markMemoryHit,
  NotFoundMonitor,
  type ApiOptions,
} from '@agency/api';
import type { PostedForm, RuntimeConfig } from '@agency/shared/contract';
import { formPosts } from './forms/form-posts';
import { hostPolicy } from './host-policy';
import { createHtmlRenderer } from './html-page';
import { publicReleaseFor } from './canary-choice';
import { watchedReleasesOf } from './releases/watched-releases';
import { watchCanaries } from './canary-watch';
import { canaryWatchSettings, type CanaryWatchSettings } from './releases/canary-settings';
import { applyRedirectRules } from './redirect-rules';
import { remoteRegistry } from './remote-registry';
import { securityHeaders } from './security-headers';
import { staticAssets } from './static-assets';
import { seoRoutes } from './seo/seo-routes';
import { indexNowKeyFile } from './seo/indexnow-key-file';
import { siteOrigin } from './seo/site-url';
import { crawlerOrigins } from './seo/crawler-origin';
import { isAdminPath, publicPageRenderer } from './ssr/render-public-page';
import { createPageCache, type PageCache } from './page-cache/page-cache';
import type { ReleaseStore } from './releases/release-store';
import { createFastLane, type FastLane } from './fast-lane/fast-lane';

export const API_PREFIX = '/api';
/** Server-rendered answers kept by the page cache: a page and a not-found page. */
const KEPT_STATUSES = new Set([200, 404]);
/** The balancer's liveness and readiness probes: it names an instance by its address, not the site's name. */
const PROBE_PATHS = [`${API_PREFIX}/healthz`, `${API_PREFIX}/readyz`];
/** Log levels at which Fastify writes a line for each request. */
const LOGS_EACH_REQUEST = new Set(['trace', 'debug', 'info']);

export interface SiteOptions {
  /** The shell's build (`shell/dist`). */
  shellDist: string;
  /** Released remote versions and the registry naming the live ones. */
  releases: ReleaseStore;
  api: ApiOptions;
  /** SITE_URL: the canonical public origin (else the origin each request came to). */
  siteUrl?: string;
  /** The only host names served (else any well-formed one): ALLOWED_HOSTS, and SITE_URL's in production (site-env.ts). */
  allowedHosts?: string[];
  /** URLs per sitemap file: the protocol's 50,000 unless a test splits sooner. */
  sitemapUrlsPerFile?: number;
  /** What the page tells the browser about the API, captcha and registry. */
  runtimeConfig?: Partial<RuntimeConfig>;
  /** The canary rule's thresholds and how often it is judged (CANARY_* settings; else the defaults). */
  canaryWatch?: CanaryWatchSettings;
  /** Sees the page cache once it exists (tests count what it keeps). */
  onPageCache?: (cache: PageCache) => void;
  /** Sees the fast lane (tests count the replies it sent itself). */
  onFastLane?: (lane: FastLane) => void;
  fastify?: FastifyServerOptions;
}

const runtimeConfigFor = (options: SiteOptions): RuntimeConfig => ({
  apiBase: API_PREFIX,
  captcha: captchaRuntimeConfig(options.api),
  ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
  ...options.runtimeConfig,
});

export async function buildSiteServer(options: SiteOptions): Promise<FastifyInstance> {
  // Each request has an id (a load balancer's x-request-id, else a new one) in every log line,
  // written into the page so the page's API calls carry it too.
  // Slow or unfinished requests are cut off (the API's timeouts): nothing holds a connection for minutes.
  // Replies answered from memory are sent again before routing (fast-lane/fast-lane.ts).
  const fastLane = createFastLane();
  const app = Fastify({
    logger: false,
    frameworkErrors: answerFrameworkError,
    ...requestIdServerOptions(),
    ...serverTimeoutOptions(),
    serverFactory: fastLane.serverFactory,
    ...options.fastify,
  });
  echoRequestId(app);
  // POST /no-such-page, POST /robots.txt, POST /api/no-such-route: 404 without reading the body.
  answerUnknownRoutesUnread(app);
  const allowedHosts = options.allowedHosts ?? [];
  await hostPolicy(app, { siteUrl: options.siteUrl, allowedHosts, anyHostPaths: PROBE_PATHS });
  const crawlerOrigin = crawlerOrigins({ siteUrl: options.siteUrl, allowedHosts });
  // The server's own in-process calls go to the API only: they never teach the crawler files an origin.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) crawlerOrigin.see(request);
  });
  const runtimeConfig = runtimeConfigFor(options);
  await securityHeaders(app, {
    remotesUrl: options.releases.publicUrl,
    apiBase: runtimeConfig.apiBase,
    registryUrl: runtimeConfig.registryUrl,
    recaptcha: runtimeConfig.captcha.provider === 'recaptcha',
  });
  await app.register(compress, { global: true, threshold: 1024 });
  const renderPage = createHtmlRenderer(`${options.shellDist}/index.html`);
  const renderPublicPage = publicPageRenderer(app, { releases: options.releases, shellDist: options.shellDist, apiPrefix: API_PREFIX });
  // Before the API, the static files and the pages (kept ones too): every one of them is redirected alike.
  const redirectRules = options.api.redirectRules ?? new LiveRedirectRules();
  const notFoundMonitor = options.api.notFoundMonitor ?? new NotFoundMonitor();
  applyRedirectRules(app, {
    rules: redirectRules,
    apiPrefix: API_PREFIX,
    isAdminPath,
    sendGone: (request, reply) => sendPage(request, reply, undefined, 410),
  });
  let mounted: MountedApi | undefined;
  await app.register(apiPlugin, {
    ...options.api,
    watchedReleases: () => watchedReleasesOf(options.releases.read()),
    redirectRules,
    notFoundMonitor,
    prefix: API_PREFIX,
    onMounted: (api) => (mounted = api),
  });
  // Every instance judges the running canaries; the store lets exactly one end (or promote) each.
  watchCanaries(app, {
    ...(options.canaryWatch ?? canaryWatchSettings({})),
    releases: options.releases,
    readHealth: (watched) => mounted!.readVersionHealth(watched),
    notify: (notice) => mounted!.queueStaffNotice(notice),
    recordAudit: (entries) => mounted!.recordAudit(entries),
    log: app.log,
  });
  await staticAssets(app, options.shellDist, options.releases);
  await remoteRegistry(app, options.releases);
  await seoRoutes(app, { apiPrefix: API_PREFIX, origins: crawlerOrigin, sitemapUrlsPerFile: options.sitemapUrlsPerFile });
  // The API is in by now (registering it awaited): a generated key is known.
  indexNowKeyFile(app, mounted?.indexNowKey);

  const pageCache = createPageCache({
    readVersions: () => mounted!.readSourceVersions(),
    registryStamp: () => options.releases.registryStamp(),
  });
  options.onPageCache?.(pageCache);
  // The 404 monitor counts the pages visitors miss, not files (a favicon, a scanner's .php).
  const recordMiss = (request: FastifyRequest, pathname: string) => {
    if (!/\.[a-z0-9]{1,5}$/i.test(pathname)) notFoundMonitor.record(pathname, request.headers.referer, request.headers['user-agent']);
  };

  /** The shell's page for the request's address; `postedForm` when it answers a form sent before the scripts ran. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, postedForm?: PostedForm, status?: number) => {
    // The page carries the registry it was served with: the shell loads remotes without a first fetch.
    const registry = options.releases.registry();
    // While a canary of the public remote runs, the browser's bucket chooses the release that renders the page.
    const publicRelease = publicReleaseFor(request, reply, registry);
    const pathname = new URL(request.url, 'http://site').pathname;
    const configOf = (): RuntimeConfig => ({
      ...runtimeConfig,
      registry,
      requestId: request.id,
      ...(postedForm ? { postedForm } : {}),
      ...(status === 410 ? { gonePath: pathname } : {}),
    });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // Admin pages are kept out of search engines by this header and the guard, not by robots.txt
    // (which would list them for anyone to read).
    if (isAdminPath(pathname)) return reply.header('x-robots-tag', 'noindex, nofollow').send(renderPage({ config: configOf() }));

    const origin = siteOrigin(request, options.siteUrl);
    // A page every visitor gets alike comes from memory while what it was built from is unchanged; one copy per
    // release of the public remote (during a canary each renders its own).
    const cacheKey =
      !postedForm && !status && pageCache.applies(request) ? `${origin}\n${publicRelease?.version ?? ''}\n${request.url}` : undefined;
    const lookup = cacheKey === undefined ? undefined : await pageCache.lookup(cacheKey);
    if (lookup?.hit) {
      const { hit } = lookup;
      if (hit.status === 404) recordMiss(request, pathname);
      // The fast lane may send this again while a lookup no older than its request finds this very page.
      else markMemoryHit(request.raw, async () => (await pageCache.lookup(cacheKey!)).hit === hit);
      return pageCache.send(request, reply, hit);
    }
    const config = configOf();
    const page = await renderPublicPage(request, origin, config, publicRelease?.version).catch((error: unknown) => {
      // The browser can still render the page itself: serve it without server markup.
      request.log.error({ err: error }, 'server rendering failed');
      return undefined;
    });
    if (!page) return reply.code(status ?? 200).send(renderPage({ config }));
    if (page.redirect && !status) return reply.redirect(page.redirect, 301);
    if (page.status === 404 && !status) recordMiss(request, pathname);
    const parts = { head: page.head, html: page.html, ssrState: page.ssrState, afterLoad: page.afterLoad };
    if (lookup && KEPT_STATUSES.has(page.status)) {
      // The kept copy carries no request id: each request's own is in its reply's x-request-id.
      const { requestId: _own, ...shared } = config;
      const sources = [...new Set(page.reads.flatMap(sourcesOfApiPath))];
      // Kept before this reply goes: the next request for it is a hit (compressing costs a few ms once).
      await pageCache
        .keep(cacheKey!, page.status, renderPage({ config: shared, ...parts }), sources, lookup.versions)
        .catch((error: unknown) => request.log.warn({ err: error }, 'page not kept'));
    }
    return reply.code(status ?? page.status).send(renderPage({ config, ...parts }));
  };

  // Every other GET is a route of the single-page app. Public pages are rendered on the
  // server (crawlers and slow phones see them without JavaScript); admin pages are not.
  // A route, not the not-found handler: @fastify/compress only compresses routes' replies.
  app.get('/*', async (request, reply) => {
    if (/^\/(api|static|remotes)\//.test(request.url)) return reply.callNotFound();
    return sendPage(request, reply);
  });
  // The public pages' forms sent before their scripts ran.
  await formPosts(app, { apiPrefix: API_PREFIX, sendPage });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('application/json').send({ message: 'Not found' }));

  // What the fast lane cannot meet itself sends a request the whole way (the list is in fast-lane.ts).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  fastLane.open({
    proxied: Boolean(options.fastify?.trustProxy),
    goesTheWholeWay: (url) =>
      closing ||
      redirectRules.peek(url) !== undefined ||
      LOGS_EACH_REQUEST.has(app.log.level) ||
      (url.startsWith(`${API_PREFIX}/`) ? options.api.metrics !== undefined : !crawlerOrigin.settled),
  });
  options.onFastLane?.(fastLane);
  return app;
}
