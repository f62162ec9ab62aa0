// Staff's redirect rules, applied to every request before anything else answers it (static
// files, the API, the page cache, the renderer): a redirect is one hop however the rules chain;
// a 410 rule renders the site's gone page. Signing in and the redirect screen's own API stay
// out of reach, so no rule can lock staff out of undoing it.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveRedirectRules } from '@agency/api';

export interface RedirectRulesOptions {
  rules: LiveRedirectRules;
  apiPrefix: string;
  isAdminPath: (pathname: string) => boolean;
  /** Answers a 410 rule's request with the site's gone page. */
  sendGone: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const UNREDIRECTED_API = ['/redirects', '/login', '/auth', '/healthz', '/readyz', '/captcha'];

export const applyRedirectRules = (app: FastifyInstance, options: RedirectRulesOptions): void => {
  const kept = UNREDIRECTED_API.map((path) => `${options.apiPrefix}${path}`);
  const isKept = (url: string) => {
    const pathname = url.split('?', 1)[0];
    return kept.some((path) => pathname === path || pathname.startsWith(`${path}/`)) || options.isAdminPath(pathname);
  };
  app.addHook('onRequest', async (request, reply) => {
    const hit = options.rules.resolve(request.url);
    if (!hit || isKept(request.url)) return;
    if (hit.location === undefined) return options.sendGone(request, reply);
    return reply.code(hit.status).header('location', hit.location).header('cache-control', 'no-cache').send();
  });
};
