// The site's public origin for absolute URLs (sitemap, canonical, feeds): SITE_URL when
// configured, else the origin the request came to.

import type { FastifyRequest } from 'fastify';

export const siteOrigin = (request: FastifyRequest, configured?: string): string =>
  (configured?.trim() || `${request.protocol}://${request.host}`).replace(/\/$/, '');

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
