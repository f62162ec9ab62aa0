// GET /captcha/challenge: a fresh ALTCHA challenge for the public forms' widget
// (404 when the site uses reCAPTCHA instead). Each one costs a signature, so an
// address gets a limited number of them (429 after that).

import type { FastifyPluginAsync } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { perIpLimit } from '../../http/rate-limit';
import { notFound } from '../../http/reply-error';

const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/challenge',
    { config: { rateLimit: perIpLimit(app.apiOptions.rateLimits.captchaChallenges, { message: apiMessages.rateLimited }) } },
    async (_request, reply) => {
      const altcha = app.captcha.altcha;
      if (!altcha) throw notFound();
      // Every visitor gets a challenge of their own.
      reply.header('Cache-Control', 'no-store');
      return altcha.createChallenge();
    },
  );
};

export default captchaRoutes;
