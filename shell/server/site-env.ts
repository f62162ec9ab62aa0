// The site server's own settings from the environment (the API's come from loadApiOptions):
// SITE_URL, ALLOWED_HOSTS and TRUST_PROXY, checked before anything starts.

import type { FastifyServerOptions } from 'fastify';
import { trustProxyFrom } from '@agency/api';
import { assertHostPolicy, parseAllowedHosts, siteUrlHost } from './host-policy';

export interface SiteEnv {
  siteUrl?: string;
  /** The names served: ALLOWED_HOSTS, plus SITE_URL's in production (empty: any well-formed name). */
  allowedHosts: string[];
  trustProxy: FastifyServerOptions['trustProxy'];
}

export const siteEnv = (env: Record<string, string | undefined> = process.env): SiteEnv => {
  const siteUrl = env.SITE_URL?.trim() || undefined;
  const listed = parseAllowedHosts(env.ALLOWED_HOSTS);
  const production = env.NODE_ENV === 'production';
  assertHostPolicy({ siteUrl, allowedHosts: listed }, production);
  // In production a public site answers to its own name only (DNS rebinding, forged Hosts in logs and caches).
  const canonical = production ? siteUrlHost(siteUrl) : undefined;
  const allowedHosts = canonical && !listed.includes(canonical) ? [...listed, canonical] : listed;
  // Read as the API reads it: a hop count (recommended), or the proxies' addresses or subnets.
  return { siteUrl, allowedHosts, trustProxy: trustProxyFrom(env.TRUST_PROXY) };
};
