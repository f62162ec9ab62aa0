// The site's public origin for absolute URLs (sitemap, canonical, feeds): SITE_URL when
// configured, else the origin the request came to.

import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';

/**
 * The scheme the visitor used: a trusted proxy's X-Forwarded-Proto when it says http or https,
 * else the connection's own (a forwarded `https://evil.example/#` would become every URL's start).
 */
export const requestScheme = (request: FastifyRequest): 'http' | 'https' => {
  const said = request.protocol?.toLowerCase();
  if (said === 'http' || said === 'https') return said;
  return (request.raw.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
};

/** The origin the request came to (its Host passed host-policy.ts). */
export const requestOrigin = (request: FastifyRequest): string => `${requestScheme(request)}://${request.host}`;

export const siteOrigin = (request: FastifyRequest, configured?: string): string =>
  (configured?.trim() || requestOrigin(request)).replace(/\/$/, '');

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
