// The site server's own settings from the environment (the API's come from loadApiOptions):
// SITE_URL, ALLOWED_HOSTS and TRUST_PROXY, checked before anything starts.

import type { FastifyServerOptions } from 'fastify';
import { trustProxyFrom } from '@agency/api';
import { assertHostPolicy, parseAllowedHosts } from './host-policy';

export interface SiteEnv {
  siteUrl?: string;
  allowedHosts: string[];
  trustProxy: FastifyServerOptions['trustProxy'];
}

export const siteEnv = (env: Record<string, string | undefined> = process.env): SiteEnv => {
  const siteUrl = env.SITE_URL?.trim() || undefined;
  const allowedHosts = parseAllowedHosts(env.ALLOWED_HOSTS);
  assertHostPolicy({ siteUrl, allowedHosts }, env.NODE_ENV === 'production');
  // Read as the API reads it: a hop count (recommended), or the proxies' addresses or subnets.
  return { siteUrl, allowedHosts, trustProxy: trustProxyFrom(env.TRUST_PROXY) };
};
