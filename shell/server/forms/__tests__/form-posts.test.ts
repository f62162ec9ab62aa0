import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { authMessages, formMessages, PUBLIC_ROUTES } from '@agency/shared/contract';
import { buildSiteServer } from '../../site-server';
import { ReleaseStore } from '../../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from '../../__tests__/helpers/fake-builds';
import { totpCode } from '../../../../api/src/second-factor/totp';
import { secondFactorMessages } from '@agency/shared/contract/messages';
import { createTestEnvironment, testOptions, TEST_ADMIN, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';

const SITE_URL = 'https://www.northstar-digital.example';
const HOST = 'www.northstar-digital.example';
const RENDERER_SOURCE = path.resolve(__dirname, '../../../src/ssr/render.tsx');

let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-posts-'));
  const releases = new ReleaseStore(path.join(dir, 'remotes'));
  const build = path.join(dir, 'build/mf_public');
  fakeRemoteBuild(build, { name: 'mf_public' });
  writeFile(path.join(build, 'ssr/render.js'), `module.exports = require(${JSON.stringify(RENDERER_SOURCE)});`);
  releases.publish('mf_public', build);
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env);
  app = await buildSiteServer({ shellDist: fakeShellBuild(path.join(dir, 'build/shell')), releases, siteUrl: SITE_URL, api: api as never });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What a browser sends for a form submitted before the page's scripts ran. */
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { host: HOST, origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** The opening tag of every form in the page's markup. */
const formTags = (html: string): string[] => [...html.matchAll(/<form\b[^>]*>/g)].map((match) => match[0]);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The value a server-rendered input starts with. */
const inputValue = (html: string, name: string) => {
  const tag = new RegExp(`<input[^>]*\\sname="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? attribute(tag, 'value') : undefined;
};

describe('forms sent before the page scripts ran', () => {
  it('every form of the public pages posts (never GET, so nothing typed goes into an address) to the page that handles it', async () => {
    const slug = ((await app.inject({ url: '/api/services', headers: { host: HOST } })).json() as Array<{ slug: string }>)[0]?.slug;
    const urls = PUBLIC_ROUTES.map((route) => route.path)
      .filter((route) => !route.includes(':'))
      .concat(slug ? [`/services/${slug}`] : []);
    const seen: string[] = [];
    for (const url of urls) {
      const reply = await app.inject({ url, headers: { host: HOST } });
      for (const tag of formTags(reply.body)) {
        seen.push(url);
        expect({ url, method: attribute(tag, 'method') }).toEqual({ url, method: 'post' });
        const action = attribute(tag, 'action') ?? '';
        expect(action.startsWith('/')).toBe(true);
        // The action is a route that takes the post: an empty send renders a page, never 404/405.
        const answer = await post(action, {});
        expect({ action, status: answer.statusCode }).toEqual({ action, status: 200 });
      }
    }
    // The forms of the issue are all there: login, sign-up, forgot password, contact, FAQ, both quotes.
    expect(seen).toEqual(expect.arrayContaining(['/login', '/signup', '/forgotpassword', '/contact', '/faqs', '/']));
    expect(slug && seen).toContain(`/services/${slug}`);
  });

  it("signs in with the right password: 303 to the dashboard with the session cookie, and the CSRF token for the page's scripts", async () => {
    const reply = await post('/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/dashboard');
    const [session, handover] = [reply.headers['set-cookie']].flat() as string[];
    expect(session).toMatch(/^__Host-session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict/);
    const token = /^session-handover=([^;]+); Path=\/; Secure; SameSite=Strict; Max-Age=\d+$/.exec(handover)?.[1];
    // The token is the session's: a change made with the cookie and it goes through.
    const cookie = session.split(';')[0];
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, cookie, 'x-csrf-token': decodeURIComponent(token ?? '') },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('renders the login page again for a wrong password: the message and the e-mail, never the password', async () => {
    const reply = await post('/login', { email: TEST_ADMIN.email, password: 'wrong-password-typed' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.body).toContain(authMessages.invalidCredentials);
    expect(inputValue(reply.body, 'email')).toBe(TEST_ADMIN.email);
    expect(inputValue(reply.body, 'password')).toBe('');
    expect(reply.body).not.toContain('wrong-password-typed');
  });

  it("counts a form's logins against the visitor's own address, as the API does: past the limit that address is refused, others are not", async () => {
    const address = '203.0.113.7';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post('/login', { email: `guess-${attempt}@example.com`, password: 'guessed' }, {}, address);
    }
    const refused = await post('/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, {}, address);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(authMessages.tooManyAttempts);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await post('/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, {}, '203.0.113.8')).statusCode).toBe(303);
  });

  it('asks for the spam check when the account needs it, as the API does', async () => {
    const email = 'guessed-account@example.com';
    for (let attempt = 0; attempt < 10; attempt += 1) await post('/login', { email, password: 'guessed' }, {}, `198.51.100.${attempt + 1}`);
    const reply = await post('/login', { email, password: 'guessed' }, {}, '198.51.100.99');
    expect(reply.body).toContain(authMessages.captchaRequired);
    expect(reply.body).toContain('"captchaRequired":true');
    expect(inputValue(reply.body, 'email')).toBe(email);
  });

  it('keeps the sign-up details but not the passwords, and says nothing was sent yet', async () => {
    const reply = await post('/signup', {
      username: 'ada',
      email: 'ada@example.com',
      phone: '0123456789',
      password: 'secret-one-typed',
      confirmPassword: 'secret-one-typed',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(authMessages.signUpNotSentYet);
    expect([inputValue(reply.body, 'username'), inputValue(reply.body, 'email'), inputValue(reply.body, 'phone')]).toEqual([
      'ada',
      'ada@example.com',
      '0123456789',
    ]);
    expect(reply.body).not.toContain('secret-one-typed');
  });

  it('keeps the text of a message form and asks to press the button again', async () => {
    const typed = {
      form: 'contact',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Typed <before> the scripts',
    };
    const reply = await post('/contact', typed);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(formMessages.notSentYet);
    expect(inputValue(reply.body, 'firstName')).toBe('Ada');
    expect(reply.body).toMatch(/<textarea[^>]*name="message"[^>]*>Typed &lt;before&gt; the scripts<\/textarea>/);
  });

  it("refuses a form sent from another site's page (no login CSRF)", async () => {
    const reply = await post('/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, { origin: 'https://evil.example' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: formMessages.otherSiteForm });
    expect(reply.headers['set-cookie']).toBeUndefined();
    const fromSubdomain = await post('/contact', { form: 'contact', message: 'hi' }, { origin: SITE_URL, 'sec-fetch-site': 'same-site' });
    expect(fromSubdomain.statusCode).toBe(403);
  });

  it('refuses a form body over the limit with 413', async () => {
    const reply = await post('/contact', { form: 'contact', message: 'x'.repeat(70 * 1024) });
    expect(reply.statusCode).toBe(413);
  });
});

test('a login form for an account with an authenticator app opens no session and asks for the page to load', async () => {
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
    app.inject({ method, url: `/api${url}`, payload, headers: { host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const email = 'two-factor-form@example.com';
  const password = 'form-posts two factor phrase';
  expect((await api('POST', '/register', { username: 'Tess', email, phone: '0123456789', password })).statusCode).toBe(201);
  const owner = (await api('POST', '/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })).json().token as string;
  const id = ((await api('GET', '/users', undefined, owner)).json() as Array<{ _id: string; email: string }>).find(
    (u) => u.email === email,
  )!._id;
  expect((await api('PUT', `/users/${id}/role`, { role: 'editor' }, owner)).statusCode).toBe(200);
  const token = (await api('POST', '/login', { email, password })).json().token as string;
  const { secret } = (await api('POST', '/auth/second-factor/totp', {}, token)).json() as { secret: string };
  expect((await api('POST', '/auth/second-factor/totp/confirm', { code: totpCode(secret, Date.now()) }, token)).statusCode).toBe(200);

  const reply = await post('/login', { email, password }, {}, '192.0.2.44');
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['set-cookie']).toBeUndefined();
  expect(reply.body).toContain(secondFactorMessages.needsScripts);
  expect(reply.body).not.toContain(password);
});
