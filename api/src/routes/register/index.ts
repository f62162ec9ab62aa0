// POST /register serves two screens (product §7), told apart by `firstname`:
// - the public sign-up form (username, email, phone, password) creates a member
//   and answers 201 `{ token }` (or the session cookie and `{ csrfToken }` for the
//   site's pages, as POST /login), errors as `{ msg }`;
// - the admin register screen (firstname, lastname, …) needs a staff token and
//   creates a staff account (owners only: users.manage) with the role it names in `staffRole`
//   (a viewer when it names none: the least a new account may do), answering 201 `{ message, user }`.

import type { FastifyPluginAsync } from 'fastify';
import { authMessages, validationMessages } from '@agency/shared/contract/messages';
import { isStaffRole } from '@agency/shared/contract/staff-roles';
import { assertCan } from '../../http/permissions';
import { registerSchema, signUpPayloadSchema } from '@agency/shared/contract/schemas/auth';
import { isUniqueViolation } from '../../db/errors';
import { perIpLimit } from '../../http/rate-limit';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { invalidFields, ReplyError } from '../../http/reply-error';
import { bodyRecord, validateFields, validateOrThrow } from '../../http/validation';
import { findUserByEmail, insertUser, toUser, type NewUser, type UserRow } from '../../users/user-repository';

const isRegisterScreen = (body: unknown): boolean => 'firstname' in bodyRecord(body);

const registerRoutes: FastifyPluginAsync = async (app) => {
  /** Inserts the account unless the email is taken (checked first, and again by the unique index). */
  const createAccount = async (user: Omit<NewUser, 'passwordHash'>, password: string, taken: ReplyError) => {
    if (await findUserByEmail(app.db, user.email)) throw taken;
    const passwordHash = await app.passwords.hash(password);
    try {
      return await insertUser(app.db, { ...user, passwordHash });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken;
      throw error;
    }
  };

  const signUp = async (body: Record<string, unknown>): Promise<UserRow> => {
    const result = await validateFields(signUpPayloadSchema, body);
    if (result.errors) {
      throw new ReplyError(400, { msg: Object.values(result.errors)[0], errors: result.errors });
    }
    const { username, email, phone, password } = result.values;
    return createAccount({ username, email, phone, role: 'member' }, password, new ReplyError(409, { msg: authMessages.emailTaken }));
  };

  const registerStaff = async (body: Record<string, unknown>): Promise<UserRow> => {
    const values = await validateOrThrow(registerSchema, body);
    const staffRole = body.staffRole ?? 'viewer';
    if (!isStaffRole(staffRole)) throw invalidFields({ staffRole: validationMessages.oneOf('Role') });
    return createAccount(
      {
        username: `${values.firstname} ${values.lastname}`,
        email: values.email,
        phone: values.phone,
        role: 'staff',
        staffRole,
        firstname: values.firstname,
        lastname: values.lastname,
        gender: values.gender,
        age: values.age,
      },
      values.password,
      new ReplyError(409, { message: authMessages.emailTaken }),
    );
  };

  app.post(
    '/',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT,
      config: {
        rateLimit: perIpLimit(app.apiOptions.rateLimits.signUp, { msg: authMessages.tooManyAttempts }),
        access: 'staffSeesMore',
        docs: { summary: 'Sign up (public), or add an account from the register screen (staff, a payload with `firstname`)' },
      },
      // Only the register screen is staff-only; sign-up is public.
      preHandler: async (request) => {
        if (!isRegisterScreen(request.body)) return;
        await app.requireStaff(request);
        assertCan(request, 'users.manage');
      },
    },
    async (request, reply) => {
      const body = bodyRecord(request.body);
      if (isRegisterScreen(body)) {
        const user = await registerStaff(body);
        return reply.code(201).send({ message: authMessages.registered, user: toUser(user) });
      }
      const user = await signUp(body);
      return reply.code(201).send(await app.startSession(request, reply, user));
    },
  );
};

export default registerRoutes;
