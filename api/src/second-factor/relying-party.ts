// The passkeys' relying party: SITE_URL's origin when set (every passkey then belongs to the
// site's one name), else the origin the request came to (its Host and scheme, after trusted
// proxies), which is what the browser names in a passkey's signed data on that site.

import type { FastifyRequest } from 'fastify';

export interface RelyingParty {
  /** The host name passkeys are bound to. */
  id: string;
  /** The origin the browser must report. */
  origin: string;
  name: string;
}

const RP_NAME = 'Agency admin';

export const relyingPartyOf = (siteUrl: string | undefined, request: FastifyRequest): RelyingParty => {
  const origin = siteUrl ? new URL(siteUrl).origin : `${request.protocol}://${request.host}`;
  return { id: new URL(origin).hostname, origin, name: RP_NAME };
};
