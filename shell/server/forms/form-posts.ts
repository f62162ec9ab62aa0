// Forms sent before the page's scripts ran. Every server-rendered form posts to the page it is
// on (method="post": nothing typed ever lands in an address or a server log); the browser's
// scripts normally take the submit first. Login signs in here, through the API's own POST
// /login in process (same checks, limits, captcha rule and cookie), then opens the dashboard;
// the other forms cannot send (sign-up and the message forms need their scripts: the spam
// check, the password rules), so their page comes back with what was typed (never a
// password) and a line saying nothing was sent yet.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, SESSION_MODE_HEADER } from '@agency/api';
import {
  AUTH_FORMS,
  authMessages,
  DASHBOARD_PATH,
  FORGOT_PASSWORD_PATH,
  formMessages,
  LOGIN_PATH,
  SESSION_HANDOVER_COOKIE,
  SIGNUP_PATH,
  type PostedForm,
  type TokenReply,
} from '@agency/shared/contract';
import { secondFactorMessages } from '@agency/shared/contract/messages';
import { readFormFields, sentFromThisSite, FORM_BODY_LIMIT, type FormFields } from './form-body';

/** The public pages whose server-rendered markup holds a message form (contact, quote, FAQ question). */
export const MESSAGE_FORM_PAGES = ['/', '/contact', '/faqs', '/services/:slug'] as const;

/** Long enough for a slow line to load the dashboard's scripts, short enough to leave nothing behind. */
const HANDOVER_SECONDS = 120;

/** Renders the public page of the request's address with a posted form's answer. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply, posted: PostedForm) => Promise<unknown>;

export interface FormPostOptions {
  apiPrefix: string;
  sendPage: PageSender;
}

const text = (fields: FormFields, name: string): string => fields[name] ?? '';

/** What was typed, without anything secret: the page shows it again. */
const keptValues = (fields: FormFields, names?: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).filter(([name]) => !/password/i.test(name) && name !== 'form' && (!names || names.includes(name))),
  );

export const formPosts = async (app: FastifyInstance, { apiPrefix, sendPage }: FormPostOptions): Promise<void> => {
  /** The API's own sign-in, as the page's script calls it, from the visitor's address (already read
   *  through any trusted proxy, so no forwarding header is passed on). */
  const signIn = (request: FastifyRequest, fields: FormFields) =>
    app.inject({
      method: 'POST',
      url: `${apiPrefix}/login`,
      remoteAddress: request.ip,
      headers: {
        host: request.headers.host ?? '',
        'content-type': 'application/json',
        [SESSION_MODE_HEADER]: 'cookie',
        [REQUEST_ID_HEADER]: request.id,
      },
      payload: JSON.stringify({ email: text(fields, 'email'), password: text(fields, 'password') }),
    });

  // Its own context: the url-encoded parser serves these routes only (the API never takes form bodies).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, readFormFields(String(body))),
    );
    // A form of another site must not sign a visitor in or fill a page (login CSRF).
    scope.addHook('preHandler', async (request, reply) => {
      if (!sentFromThisSite(request)) return reply.code(403).type('application/json').send({ message: formMessages.otherSiteForm });
      return undefined;
    });
    const route = { bodyLimit: FORM_BODY_LIMIT };
    const fieldsOf = (request: FastifyRequest): FormFields => readFormFields(request.body);

    scope.post(LOGIN_PATH, route, async (request, reply) => {
      const fields = fieldsOf(request);
      const answer = await signIn(request, fields);
      const body = (answer.statusCode < 500 ? answer.json() : {}) as TokenReply;
      if (answer.statusCode === 200 && body.csrfToken) {
        const session = answer.headers['set-cookie'];
        // The page's scripts keep the CSRF token, as after their own login (csrf-token-storage.ts).
        const handover = `${SESSION_HANDOVER_COOKIE}=${encodeURIComponent(body.csrfToken)}; Path=/; Secure; SameSite=Strict; Max-Age=${HANDOVER_SECONDS}`;
        reply.header('set-cookie', [...[session ?? []].flat(), handover]);
        return reply.redirect(DASHBOARD_PATH, 303);
      }
      // A second factor follows: its step runs in the page's scripts (no session was opened).
      const message =
        answer.statusCode >= 500
          ? authMessages.genericError
          : body.secondFactor
            ? secondFactorMessages.needsScripts
            : (body.msg ?? authMessages.loginFailed);
      return sendPage(request, reply, {
        form: AUTH_FORMS.login,
        values: keptValues(fields, ['email']),
        message,
        tone: 'error',
        ...(body.captchaRequired ? { captchaRequired: true } : {}),
      });
    });

    scope.post(SIGNUP_PATH, route, async (request, reply) =>
      sendPage(request, reply, {
        form: AUTH_FORMS.signUp,
        values: keptValues(fieldsOf(request), ['username', 'email', 'phone']),
        message: authMessages.signUpNotSentYet,
        tone: 'info',
      }),
    );

    // The page's own answer needs no server: it says how a reset is asked for.
    scope.post(FORGOT_PASSWORD_PATH, route, async (request, reply) =>
      sendPage(request, reply, {
        form: AUTH_FORMS.forgotPassword,
        values: keptValues(fieldsOf(request), ['email']),
        message: '',
        tone: 'info',
      }),
    );

    for (const path of MESSAGE_FORM_PAGES) {
      scope.post(path, route, async (request, reply) => {
        const fields = fieldsOf(request);
        return sendPage(request, reply, {
          form: text(fields, 'form'),
          values: keptValues(fields),
          message: formMessages.notSentYet,
          tone: 'info',
        });
      });
    }
  });
};
