// The server renderer reaches the API in process: a fetch() answered by Fastify's inject,
// following redirects (a renamed slug answers 301) as a browser's fetch would. Each call
// carries the page request's id, so the API logs it under the page that asked, and names
// the origin it was made for as its Host (as a browser's fetch would), so it passes the
// Host check (host-policy.ts) whatever names the site is limited to.

import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '@agency/api';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;

export const inProcessFetch =
  (app: FastifyInstance, requestId?: string): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    if (requestId && !request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, requestId);
    let url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    for (let hop = 0; ; hop += 1) {
      const reply = await app.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { ...Object.fromEntries(request.headers), host: url.host },
        payload,
      });
      const location = reply.headers.location;
      if (REDIRECTS.has(reply.statusCode) && typeof location === 'string' && hop < MAX_REDIRECTS) {
        url = new URL(location, url);
        continue;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = reply.statusCode === 204 || reply.statusCode === 304;
      return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
    }
  };
