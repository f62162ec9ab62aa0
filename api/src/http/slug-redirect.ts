// 301 from an old slug to the current one: the same URL with its last path
// segment replaced, so it works under any mount prefix.

import type { FastifyReply, FastifyRequest } from 'fastify';

export const redirectToSlug = (request: FastifyRequest, reply: FastifyReply, slug: string): FastifyReply => {
  const [pathPart, query] = request.url.split('?', 2);
  const location = pathPart.replace(/[^/]*$/, encodeURIComponent(slug)) + (query === undefined ? '' : `?${query}`);
  return reply.code(301).header('Location', location).send();
};
