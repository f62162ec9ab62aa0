// Renders a public page on the server with the live public remote's renderer: the page's
// metadata and markup before any script runs, the data it showed for hydration, 404 for
// an unknown address and 301 for a renamed one. Admin pages are not rendered here.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRoutes } from 'react-router-dom';
import { adminPageRoutes, DASHBOARD_PATH, PREVIEW_ROUTES, type RuntimeConfig } from '@agency/shared/contract';
import type { ReleaseStore } from '../releases/release-store';
import { inProcessFetch } from './in-process-fetch';
import { liveRenderer, PUBLIC_REMOTE } from './live-renderer';
import { publicPageAssets } from './page-assets';
import { readShellSources } from '../releases/renderer-drift';

export interface RenderedPage {
  status: number;
  redirect?: string;
  head: string;
  /** Preloads the page adds once it has loaded (start-after-load.ts). */
  afterLoad: string;
  html: string;
  ssrState: unknown;
  /** The API paths (under the mount) the render read: what the page is built from. */
  reads: string[];
}

// Staff previews too: never rendered on the server nor indexed (issue 19).
const ADMIN_ROUTES = [{ path: DASHBOARD_PATH }, ...adminPageRoutes(), ...PREVIEW_ROUTES].map((route) => ({ path: route.path }));

// matchRoutes flattens and ranks the whole route list on every call: under load that was a third of
// the CPU of a page served from memory. Each path's answer is kept instead, within a bound, since
// every visitor chooses the paths asked for.
const ADMIN_PATH_ANSWERS_MAX = 2_000;
const adminPathAnswers = new Map<string, boolean>();

export const isAdminPath = (pathname: string): boolean => {
  let answer = adminPathAnswers.get(pathname);
  if (answer === undefined) {
    answer = matchRoutes(ADMIN_ROUTES, pathname) !== null;
    if (adminPathAnswers.size >= ADMIN_PATH_ANSWERS_MAX) adminPathAnswers.clear();
    adminPathAnswers.set(pathname, answer);
  }
  return answer;
};

export interface PublicPageRendererOptions {
  releases: ReleaseStore;
  /** Where the API is mounted ('/api'): the reads a page made are named by their path under it. */
  apiPrefix: string;
  shellDist: string;
}

export const publicPageRenderer = (app: FastifyInstance, options: PublicPageRendererOptions) => {
  // A live renderer built from another shell leaves its pages to the browser (renderer-drift.ts).
  const shell = {
    sources: readShellSources(options.shellDist),
    onDrift: (version: string, problems: string[]) =>
      app.log.warn({ remote: PUBLIC_REMOTE, version, problems }, 'public pages are rendered in the browser only'),
  };
  /** `version`: the public remote's release the browser will hydrate with (a canary's, or by default the live one). */
  return async (request: FastifyRequest, origin: string, config: RuntimeConfig, version?: string): Promise<RenderedPage | undefined> => {
    const live = liveRenderer(options.releases, shell, version);
    if (!live) return undefined;
    const publicUrl = options.releases.publicUrl.replace(/\/$/, '');
    const remoteBase = `${/^https?:\/\//.test(publicUrl) ? publicUrl : origin + publicUrl}/${PUBLIC_REMOTE}/${live.version}/`;
    const reads: string[] = [];
    const apiFetch = inProcessFetch(app, request.id);
    const result = await live.renderer.render({
      url: `${origin}${request.url}`,
      config: { ...config, siteUrl: config.siteUrl ?? origin },
      apiOrigin: origin,
      fetch: (input, init) => {
        reads.push(new URL(new Request(input, init).url).pathname.slice(options.apiPrefix.length));
        return apiFetch(input, init);
      },
      assetsBase: remoteBase,
    });
    const assets = publicPageAssets(live.dir, remoteBase, options.shellDist, options.releases.fileIntegrity(PUBLIC_REMOTE, live.version));
    return {
      status: result.status,
      redirect: result.redirect,
      head: result.head + assets.head,
      afterLoad: assets.afterLoad,
      html: result.html,
      ssrState: { state: result.state, pages: result.pages },
      reads,
    };
  };
};
