// The captcha of the public forms: ALTCHA by default (challenge at
// GET /captcha/challenge), Google reCAPTCHA v2 when configured. A solved ALTCHA
// challenge is recorded until it expires (in the shared state every instance sees),
// so one solution sends one message.

import { randomBytes, createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { createAltcha, type Altcha } from '../captcha/altcha';
import { googleRecaptchaVerifier, type RecaptchaVerifier } from '../captcha/recaptcha';
import { ensureMeta } from '../db/meta';

export type CaptchaProvider = 'altcha' | 'recaptcha';

export interface CaptchaService {
  provider: CaptchaProvider;
  /** Present with the ALTCHA provider only. */
  altcha?: Altcha;
  /** True once per valid solution (ALTCHA) or per token Google accepts (reCAPTCHA). */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

const subkey = (secret: string, purpose: string): string => createHmac('sha256', secret).update(purpose).digest('hex');

export default fp<ApiOptions>(
  async (app, options) => {
    if (options.recaptcha) {
      const verifier: RecaptchaVerifier = options.recaptchaVerifier ?? googleRecaptchaVerifier(options.recaptcha.secret);
      app.decorate('captcha', {
        provider: 'recaptcha',
        verify: async (token: string, remoteIp: string) => {
          try {
            return await verifier(token, remoteIp);
          } catch (error) {
            app.log.warn({ err: error }, 'reCAPTCHA verification failed');
            return false;
          }
        },
      } satisfies CaptchaService);
      return;
    }

    const secret = await ensureMeta(app.db, 'captcha_hmac_secret', randomBytes(32).toString('hex'));
    const altcha = createAltcha(subkey(secret, 'challenge'), subkey(secret, 'derived-key'), options.captchaDifficulty);
    app.decorate('captcha', {
      provider: 'altcha',
      altcha,
      verify: async (token: string) => {
        const verified = await altcha.verify(token);
        return verified ? app.sharedState.captchaReplay.firstUse(verified.challengeId, verified.expiresAt) : false;
      },
    } satisfies CaptchaService);
  },
  { name: 'captcha', dependencies: ['db', 'shared-state'], fastify: '5.x' },
);
