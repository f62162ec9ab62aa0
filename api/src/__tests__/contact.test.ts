// POST /contact with ALTCHA (solved here like the widget does), one-time use,
// the staff side ({ data }, delete, summary/seen), reCAPTCHA and the rate limit.

import { apiMessages, formMessages, validationMessages } from '@agency/shared/contract/messages';
import { solvedCaptcha, encodePayload } from './helpers/altcha';
import { bearer, createTestApp, login, signUpMember, type TestApp } from './helpers/test-app';

const MESSAGE = {
  firstName: 'Alice',
  lastName: 'Walker',
  email: 'alice@example.com',
  phone: '01234567890',
  subject: 'Seo Audit',
  message: 'Please audit our website.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const send = (payload: object, app = t.app) => app.inject({ method: 'POST', url: '/contact', payload });
const contacts = async () => (await t.app.inject({ url: '/contact', headers: bearer(await t.staffToken()) })).json().data;

describe('ALTCHA', () => {
  test('a solved challenge sends the message: 201 { message }, stored newest first', async () => {
    const { payload } = await solvedCaptcha(t.app);
    const response = await send({ ...MESSAGE, captcha: payload, source: 'contact' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: formMessages.contactSent });
    const quote = await solvedCaptcha(t.app);
    await send({
      firstName: 'Bob Jones',
      email: 'bob@example.com',
      phone: '0123',
      message: 'Quote please',
      captcha: quote.payload,
      source: 'quote-service',
      sourceDetail: 'Google Ads',
    });
    const list = await contacts();
    expect(list[0]).toMatchObject({
      firstName: 'Bob Jones',
      lastName: '',
      subject: '',
      source: 'quote-service',
      sourceDetail: 'Google Ads',
    });
    expect(list[1]).toMatchObject({ ...MESSAGE, source: 'contact', sourceDetail: '' });
  });

  test('a solution works once: the replay is refused', async () => {
    const { payload } = await solvedCaptcha(t.app);
    expect((await send({ ...MESSAGE, captcha: payload })).statusCode).toBe(201);
    const replay = await send({ ...MESSAGE, captcha: payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: apiMessages.captchaFailed });
  });

  test('a missing captcha is a field error; garbage, tampered and expired solutions fail', async () => {
    const missing = await send(MESSAGE);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.captcha).toBe(validationMessages.required('Captcha'));

    for (const captcha of ['garbage', Buffer.from('{"challenge":1}').toString('base64'), 'a'.repeat(5000)]) {
      expect((await send({ ...MESSAGE, captcha })).json()).toEqual({ message: apiMessages.captchaFailed });
    }

    const { challenge } = await solvedCaptcha(t.app);
    const wrong = encodePayload(challenge, { counter: 0, derivedKey: '00'.repeat(32) });
    expect((await send({ ...MESSAGE, captcha: wrong })).statusCode).toBe(400);
    const solved = await solvedCaptcha(t.app);
    const decoded = JSON.parse(Buffer.from(solved.payload, 'base64').toString());
    decoded.challenge.parameters.expiresAt += 3600;
    expect((await send({ ...MESSAGE, captcha: Buffer.from(JSON.stringify(decoded)).toString('base64') })).statusCode).toBe(400);

    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * 3600 * 1000);
    try {
      expect((await send({ ...MESSAGE, captcha: solved.payload })).statusCode).toBe(400);
    } finally {
      later.mockRestore();
    }
  });

  test('invalid fields are refused before the captcha is spent', async () => {
    const { payload } = await solvedCaptcha(t.app);
    const invalid = await send({ ...MESSAGE, firstName: 'Al', phone: '12-34', captcha: payload });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      firstName: validationMessages.minChars('First name', 3),
      phone: validationMessages.numericOnly,
    });
    expect((await send({ ...MESSAGE, captcha: payload })).statusCode).toBe(201);
  });
});

describe('staff side', () => {
  test('DELETE /contact/:id removes a message', async () => {
    const [first] = await contacts();
    const response = await t.app.inject({ method: 'DELETE', url: `/contact/${first._id}`, headers: bearer(await t.staffToken()) });
    expect(response.json()).toEqual({ message: apiMessages.deleted });
    expect((await contacts()).map((c: { _id: string }) => c._id)).not.toContain(first._id);
    expect((await t.app.inject({ method: 'DELETE', url: `/contact/${first._id}`, headers: bearer(await t.staffToken()) })).statusCode).toBe(
      404,
    );
  });

  test('summary counts what this staff member has not seen; seen resets it', async () => {
    const staff = await t.staffToken();
    const summary = () => t.app.inject({ url: '/contact/summary', headers: bearer(staff) }).then((r) => r.json());
    const total = (await contacts()).length;
    expect(await summary()).toMatchObject({ total, unseen: total });
    const seen = await t.app.inject({ method: 'POST', url: '/contact/seen', headers: bearer(staff) });
    expect(seen.json()).toMatchObject({ total, unseen: 0 });
    await send({ ...MESSAGE, captcha: (await solvedCaptcha(t.app)).payload });
    expect(await summary()).toMatchObject({ total: total + 1, unseen: 1 });

    // Another staff member has their own "seen" mark.
    const other = await signUpMember(t.app);
    const users = (await t.app.inject({ url: '/users', headers: bearer(staff) })).json() as Array<{ _id: string; email: string }>;
    await t.app.inject({
      method: 'PUT',
      url: `/users/${users.find((u) => u.email === other.email)!._id}/role`,
      payload: { role: 'staff' },
      headers: bearer(staff),
    });
    const otherToken = (await login(t.app, other.email, 'member-password')).token;
    expect((await t.app.inject({ url: '/contact/summary', headers: bearer(otherToken) })).json()).toMatchObject({
      total: total + 1,
      unseen: total + 1,
    });
  });
});

describe('reCAPTCHA instead of ALTCHA', () => {
  test('the injected verifier decides, with the client IP', async () => {
    const seen: Array<[string, string]> = [];
    const google = await createTestApp({
      seed: false,
      recaptcha: { secret: 'server-secret', siteKey: 'site-key' },
      recaptchaVerifier: async (token, ip) => {
        seen.push([token, ip]);
        if (token === 'explode') throw new Error('network down');
        return token === 'good-token';
      },
    });
    try {
      expect((await google.app.inject('/captcha/challenge')).statusCode).toBe(404);
      expect((await send({ ...MESSAGE, captcha: 'good-token' }, google.app)).statusCode).toBe(201);
      expect((await send({ ...MESSAGE, captcha: 'bad-token' }, google.app)).json()).toEqual({ message: apiMessages.captchaFailed });
      expect((await send({ ...MESSAGE, captcha: 'explode' }, google.app)).statusCode).toBe(400);
      expect(seen[0]).toEqual(['good-token', '127.0.0.1']);
    } finally {
      await google.close();
    }
  });
});

test('messages are rate-limited per IP with 429 { message }', async () => {
  const limited = await createTestApp({
    seed: false,
    rateLimits: {
      loginFailures: { max: 10, windowMs: 60_000 },
      signUp: { max: 10, windowMs: 60_000 },
      contact: { max: 2, windowMs: 60_000 },
    },
  });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await send({ ...MESSAGE, captcha: (await solvedCaptcha(limited.app)).payload }, limited.app)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await send(MESSAGE, limited.app)).json()).toEqual({ message: apiMessages.rateLimited });
  } finally {
    await limited.close();
  }
});
