// Which Host a request may name. Absolute URLs (canonical links, the sitemap, robots.txt,
// the feed) come from SITE_URL, else from the request's Host: a malformed Host (or one no
// URL can carry, such as port 99999) is refused (400) before anything renders, and with
// an allow-list only those names are served. In production (NODE_ENV=production) the site
// does not start without SITE_URL or ALLOWED_HOSTS, and SITE_URL's name joins the
// allow-list: a forged Host then never reaches a page. The balancer's probes answer any
// well-formed Host, since balancers probe an instance by its address.

import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@agency/shared/contract';

export interface HostPolicy {
  /** SITE_URL: the canonical public origin. */
  siteUrl?: string;
  /** Host names (no port) the site answers to, lower case: ALLOWED_HOSTS, and SITE_URL's in production. */
  allowedHosts: string[];
  /** Paths served whatever (well-formed) name the Host gives: the balancer's probes. */
  anyHostPaths?: string[];
}

/** A DNS name or an IPv4 address, or an IPv6 address in brackets, with an optional port. */
const WELL_FORMED_HOST =
  /^(?:[a-z0-9](?:[a-z0-9_-]{0,62})?(?:\.[a-z0-9](?:[a-z0-9_-]{0,62})?)*\.?|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/i;

/** Well formed, a port a TCP connection can have, and a host a URL can carry (`999.1.1.1` is not). */
export const isWellFormedHost = (host: string): boolean => {
  const port = WELL_FORMED_HOST.exec(host)?.groups;
  if (!port) return false;
  if (port.port !== undefined && (Number(port.port) < 1 || Number(port.port) > 65_535)) return false;
  return URL.canParse(`http://${host}/`);
};

const hostName = (host: string): string => host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();

export const siteUrlHost = (siteUrl: string | undefined): string | undefined =>
  siteUrl ? new URL(siteUrl).hostname.toLowerCase() : undefined;

export const parseAllowedHosts = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** The start refuses a production site whose absolute URLs would come from whatever Host a request names. */
export const assertHostPolicy = (policy: HostPolicy, production: boolean): void => {
  if (policy.siteUrl && !/^https?:\/\/[^/]+\/?$/.test(policy.siteUrl.trim()))
    throw new Error(`SITE_URL must be an origin such as https://www.example.com (got ${policy.siteUrl})`);
  if (production && !policy.siteUrl && policy.allowedHosts.length === 0) {
    throw new Error(
      'In production (NODE_ENV=production) set SITE_URL (the public origin) or ALLOWED_HOSTS (the host names the site answers to).',
    );
  }
};

export async function hostPolicy(app: FastifyInstance, policy: HostPolicy) {
  const allowed = new Set(policy.allowedHosts);
  const canonical = siteUrlHost(policy.siteUrl);
  if (canonical && allowed.size > 0) allowed.add(canonical);
  const anyHost = new Set(policy.anyHostPaths ?? []);
  app.addHook('onRequest', async (request, reply) => {
    const host = request.host;
    const acceptable = host
      ? isWellFormedHost(host) && (allowed.size === 0 || allowed.has(hostName(host)) || anyHost.has(request.url.split('?')[0]))
      : Boolean(policy.siteUrl);
    if (!acceptable) return reply.code(400).type('application/json').send({ message: apiMessages.badHost });
    return undefined;
  });
}
