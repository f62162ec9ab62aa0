// GET /captcha/challenge: a fresh ALTCHA challenge for the public forms' widget
// (404 when the site uses reCAPTCHA instead).

import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/reply-error';

const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/challenge', async (_request, reply) => {
    const altcha = app.captcha.altcha;
    if (!altcha) throw notFound();
    // Every visitor gets a challenge of their own.
    reply.header('Cache-Control', 'no-store');
    return altcha.createChallenge();
  });
};

export default captchaRoutes;
