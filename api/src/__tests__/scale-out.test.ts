// Several stateless instances behind a load balancer: two API servers on loopback,
// each with a DATA_DIR of its own, share one PostgreSQL database and one S3-compatible
// bucket (s3rver). Whatever one instance wrote, the other serves; a rate limit counts
// requests to both; a captcha solution used on one is refused by the other; a token
// signed by one is accepted by the other (the generated secret lives in the database).

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { apiMessages, authMessages } from '@agency/shared/contract/messages';
import { buildApp } from '../app';
import { DEFAULT_S3_ORPHAN_GRACE_MS } from '../media/s3-settings';
import { encodePayload } from './helpers/altcha';
import { loginBurst } from './helpers/login-burst';
import { CREATE_FIELDS } from './helpers/content-fixtures';
import { pngImage } from './helpers/images';
import { startS3Emulator, type S3Emulator } from './helpers/s3-emulator';
import { createTestEnvironment, TEST_ADMIN, testOptions, type TestEnvironment } from './helpers/test-app';

const SIGN_UPS_PER_WINDOW = 3;

interface Instance {
  app: FastifyInstance;
  url: string;
  dataDir: string;
}

const postgres = process.env.TEST_DATABASE_URL;
const describeOnPostgres = postgres ? describe : describe.skip;
const title = postgres
  ? 'two instances on one PostgreSQL and one bucket'
  : 'two instances on one PostgreSQL and one bucket (SKIPPED: set TEST_DATABASE_URL=postgres://… to run it)';

describeOnPostgres(title, () => {
  let env: TestEnvironment;
  let bucket: S3Emulator;
  let a: Instance;
  let b: Instance;

  const startInstance = async (): Promise<Instance> => {
    // Nothing on local disk is shared: each instance gets an empty folder of its own.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-instance-'));
    const app = await buildApp(
      testOptions(env, {
        dataDir,
        seed: false,
        // No JWT_SECRET: the instances must agree on the generated one.
        jwtSecret: undefined,
        // The production grace: neither start may sweep the other's fresh files.
        media: { s3: bucket.settings, orphanGraceMs: DEFAULT_S3_ORPHAN_GRACE_MS },
        rateLimits: {
          loginFailures: { max: 10, windowMs: 15 * 60 * 1000 },
          signUp: { max: SIGN_UPS_PER_WINDOW, windowMs: 60 * 60 * 1000 },
          contact: { max: 1000, windowMs: 15 * 60 * 1000 },
        },
      }),
    );
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url, dataDir };
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    bucket = await startS3Emulator('agency-scale-out');
    // Started together, as a deployment starts them: migrations, staff account and secrets must not race.
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await instance.app.close();
      await fs.rm(instance.dataDir, { recursive: true, force: true });
    }
    await bucket?.close();
    await env?.dispose();
  });

  const json = (instance: Instance, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${instance.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const staffToken = async (instance: Instance): Promise<string> => {
    const response = await json(instance, '/login', TEST_ADMIN);
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };

  test('both instances are ready and report their dependencies', async () => {
    for (const instance of [a, b]) {
      const response = await fetch(`${instance.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', media: 'ok' } });
    }
  });

  test('an image uploaded and a post created through A are read through B, with A’s token accepted by B, and deleted through B', async () => {
    const token = await staffToken(a);
    const me = await fetch(`${b.url}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);

    const form = new FormData();
    for (const [name, value] of Object.entries(CREATE_FIELDS.blog)) form.append(name, String(value));
    form.append('image', new Blob([await pngImage(1000, 600)], { type: 'image/png' }), 'photo.png');
    const created = await fetch(`${a.url}/blog`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    const blog = (await created.json()) as { _id: string; heading: string; image: string };

    const read = await fetch(`${b.url}/blog/${blog._id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { heading: string }).heading).toBe(blog.heading);

    for (const file of [blog.image, blog.image.replace('.webp', '-400w.webp'), blog.image.replace('.webp', '-800w.webp')]) {
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}/blogimg/${file}`), fetch(`${b.url}/blogimg/${file}`)]);
      expect([file, fromA.status, fromB.status]).toEqual([file, 200, 200]);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
      const again = await fetch(`${b.url}/blogimg/${file}`, { headers: { 'if-none-match': fromB.headers.get('etag') ?? '' } });
      expect(again.status).toBe(304);
    }

    // Deleted through B: gone from A's lists at once; its image waits with it in the trash (issue 21).
    const staff = { authorization: `Bearer ${token}` };
    expect((await fetch(`${b.url}/blog/${blog._id}`, { method: 'DELETE', headers: staff })).status).toBe(200);
    expect((await fetch(`${a.url}/blog/${blog._id}`)).status).toBe(404);
    expect((await fetch(`${a.url}/blogimg/${blog.image}`)).status).toBe(200);
    // Deleted for good through B: the files are gone for A too.
    expect((await fetch(`${b.url}/trash/${blog._id}`, { method: 'DELETE', headers: staff })).status).toBe(200);
    expect((await fetch(`${a.url}/blogimg/${blog.image}`)).status).toBe(404);
  });

  test('a rate limit counts the requests to both instances together', async () => {
    const signUp = (instance: Instance, n: number) =>
      json(instance, '/register', {
        username: 'Visitor',
        email: `visitor${n}-${Date.now()}@example.com`,
        phone: '0123456789',
        password: 'visitor-password',
      });
    // Within the limit, alternating between the instances: every one is accepted.
    const accepted = [await signUp(a, 1), await signUp(b, 2), await signUp(a, 3)];
    expect(accepted.map((response) => response.status)).toEqual(Array(SIGN_UPS_PER_WINDOW).fill(201));
    // One instance alone has seen fewer than the limit, yet both now refuse.
    expect((await signUp(b, 4)).status).toBe(429);
    expect((await signUp(a, 5)).status).toBe(429);
  });

  test('a captcha solution used on one instance is refused on the other', async () => {
    const challenge = (await (await fetch(`${a.url}/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    const captcha = encodePayload(challenge, solution);
    const message = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '0123456789',
      subject: 'Seo Audit',
      message: 'Hello',
      captcha,
    };
    const first = await json(b, '/contact', message);
    expect(first.status).toBe(201);
    const replayed = await json(a, '/contact', message);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toEqual({ message: apiMessages.captchaFailed });
  });

  test('a burst of 100 concurrent logins from one address over both instances gets at most the limit of password checks', async () => {
    const email = `burst-${Date.now()}@example.com`;
    const signedUp = await a.app.inject({
      method: 'POST',
      url: '/register',
      remoteAddress: '10.20.0.1',
      payload: { username: 'Member', email, phone: '0123456789', password: 'member-password' },
    });
    expect(signedUp.statusCode).toBe(201);
    const burst = await loginBurst([a.app, b.app], { email, rightPassword: 'member-password', ip: '10.20.0.2' });
    expect(burst.checks).toBeLessThanOrEqual(10);
    expect(burst.statuses.filter((status) => status === 429)).toHaveLength(100 - burst.checks);
    // Afterwards the address is refused on both, and the account asks for the captcha on both.
    for (const instance of [a, b]) {
      const again = await instance.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: '10.20.0.2',
        payload: { email, password: 'member-password' },
      });
      expect(again.statusCode).toBe(429);
    }
    const elsewhere = await b.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '10.20.0.3',
      payload: { email, password: 'member-password' },
    });
    expect(elsewhere.json()).toEqual({ msg: authMessages.captchaRequired, captchaRequired: true });
  });
});
