// The site's header policy, one plugin for every reply of the site server: the
// page gets its Content-Security-Policy with a fresh nonce per reply (for the
// captcha widget's injected style), and every reply gets nosniff, a referrer
// policy, framing refused and a closed window opener. The API mounted at /api
// keeps its own stricter policy; only the headers it lacks are added.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageContentSecurityPolicy, type PagePolicyOptions } from './content-security-policy';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce the page's CSP names for styles; the page carries it in <meta name="csp-nonce">. */
    cspNonce: string;
  }
}

const EVERY_REPLY: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** The meta element ALTCHA reads its style nonce from. */
export const cspNonceMeta = (reply: FastifyReply): string => `<meta name="csp-nonce" content="${reply.cspNonce}">`;

export async function securityHeaders(app: FastifyInstance, policy: PagePolicyOptions) {
  app.decorateReply('cspNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(EVERY_REPLY)) if (!reply.hasHeader(name)) reply.header(name, value);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', pageContentSecurityPolicy(policy, reply.cspNonce));
    else if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });
}
