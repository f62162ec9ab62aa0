// POST /login `{ email, password }` → `{ token }`; failures `{ msg }`. The same
// message for an unknown email and a wrong password, the same time spent on both,
// and a lock after repeated failures per IP and per account.

import type { FastifyPluginAsync } from 'fastify';
import { authMessages } from '@agency/shared/contract/messages';
import { loginSchema } from '@agency/shared/contract/schemas/auth';
import { bodyRecord, validateFields } from '../../http/validation';
import { findUserByEmail, normalizeEmail } from '../../users/user-repository';

const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', async (request, reply) => {
    const result = await validateFields(loginSchema, bodyRecord(request.body));
    if (result.errors) {
      return reply.code(400).send({ msg: Object.values(result.errors)[0], errors: result.errors });
    }
    const { email, password } = result.values;
    const scopes = { ip: request.ip, email: normalizeEmail(email) };
    if (await app.loginThrottle.isBlocked(scopes)) {
      return reply.code(429).send({ msg: authMessages.tooManyAttempts });
    }
    const user = await findUserByEmail(app.db, email);
    const valid = user
      ? await app.passwords.verify(user.password_hash, password)
      : await app.passwords.verifyDummy(password);
    if (!user || !valid) {
      await app.loginThrottle.recordFailure(scopes);
      return reply.code(401).send({ msg: authMessages.invalidCredentials });
    }
    await app.loginThrottle.clearAccount(scopes.email);
    return { token: app.tokens.sign(user) };
  });
};

export default loginRoutes;
