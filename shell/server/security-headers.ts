// The site's header policy, one plugin for every reply of the site server: the
// page gets its Content-Security-Policy, and every reply gets nosniff, a referrer
// policy, framing refused, a closed window opener and HSTS. The API mounted at /api
// keeps its own stricter policy; only the headers it lacks are added.

import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageContentSecurityPolicy, type PagePolicyOptions } from './content-security-policy';

const EVERY_REPLY: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // As the API has (helmet's value): browsers keep to HTTPS for a year once they saw it over HTTPS.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** An HTML reply with a policy of its own set by its route (the API's default `'none'` is not one). */
const ownPolicy = (reply: FastifyReply): boolean => {
  const policy = reply.getHeader('content-security-policy');
  return typeof policy === 'string' && policy.includes('script-src');
};

export async function securityHeaders(app: FastifyInstance, policy: PagePolicyOptions) {
  const pagePolicy = pageContentSecurityPolicy(policy);
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(EVERY_REPLY)) if (!reply.hasHeader(name)) reply.header(name, value);
    const type = String(reply.getHeader('content-type') ?? '');
    // The site's pages get the page policy; an API page (its reference, /api/docs) keeps its own.
    if (type.startsWith('text/html') && !ownPolicy(reply)) reply.header('content-security-policy', pagePolicy);
    else if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });
}
