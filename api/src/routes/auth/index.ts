// GET /auth/me: the signed-in account (401 without a valid token).

import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../http/reply-error';
import { toMe } from '../../users/user-repository';

const authRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me', { preHandler: app.authenticate }, async (request) => {
    if (!request.user) throw unauthorized();
    return toMe(request.user);
  });
};

export default authRoutes;
