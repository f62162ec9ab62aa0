// Who reads a public content route (issue 19): signed-in staff see every publication state,
// anyone else (no credentials, a member, a token that no longer counts) what is published.
// Public reads need no sign-in, so a failed sign-in here is a visitor, never a 401.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../auth/session-cookie';
import type { Audience } from '../content/content-repository';

export const audienceOf = async (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<Audience> => {
  // The reply depends on the credentials: no shared cache may hand one caller's copy to another.
  reply.header('vary', 'authorization, cookie');
  if (!request.user && (request.headers.authorization !== undefined || sessionCookieOf(request) !== undefined)) {
    await app.authenticate(request).catch(() => {
      request.user = null;
    });
  }
  return request.user?.role === 'staff' ? 'staff' : 'visitor';
};
