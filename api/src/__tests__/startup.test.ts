// First start: a staff account with a password printed once (never a fixed
// default), a JWT secret generated once and kept in DATA_DIR, options from env.

import fs from 'node:fs';
import path from 'node:path';
import { captchaRuntimeConfig, loadApiOptions, loadServerOptions } from '../app';
import { DEFAULT_RATE_LIMITS } from '../config';
import { PRODUCTION_CAPTCHA_DIFFICULTY } from '../config';
import { DEFAULT_ADMIN_EMAIL } from '../users/staff-account';
import { Client } from 'pg';
import { bearer, createTestEnvironment, login, startApp, type TestEnvironment } from './helpers/test-app';

const LINE = /^Staff login: (\S+) \/ (\S+)$/;

// Tests that create several databases and start an app on each: on PostgreSQL beside the browser suite
// in CI one took longer than the default 90 s.
const SEVERAL_STARTS_MS = 240_000;

describe('the first staff account', () => {
  test('without ADMIN_PASSWORD a random password is printed to stdout once', async () => {
    const env = await createTestEnvironment();
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const first = await startApp(env, { seed: false, adminEmail: undefined, adminPassword: undefined, announce: undefined });
      const lines = write.mock.calls.map(([chunk]) => String(chunk).trim()).filter((line) => LINE.test(line));
      expect(lines).toHaveLength(1);
      const [, email, password] = LINE.exec(lines[0])!;
      expect(email).toBe(DEFAULT_ADMIN_EMAIL);
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await login(first, email, password)).token).toBeTruthy();
      await first.close();

      write.mockClear();
      const second = await startApp(env, { seed: false, adminEmail: undefined, adminPassword: undefined, announce: undefined });
      expect(write.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.includes('Staff login'))).toEqual([]);
      expect((await login(second, email, password)).token).toBeTruthy();
      await second.close();
    } finally {
      write.mockRestore();
      await env.dispose();
    }
  });

  test(
    'two fresh installations never share a password; ADMIN_EMAIL/ADMIN_PASSWORD are used as given',
    async () => {
      const passwords: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const env = await createTestEnvironment();
        const app = await startApp(env, {
          seed: false,
          adminEmail: undefined,
          adminPassword: undefined,
          announce: (line) => passwords.push(LINE.exec(line)![2]),
        });
        await app.close();
        await env.dispose();
      }
      expect(passwords).toHaveLength(2);
      expect(passwords[0]).not.toBe(passwords[1]);

      const env = await createTestEnvironment();
      const announced: string[] = [];
      const app = await startApp(env, {
        seed: false,
        adminEmail: 'Boss@Agency.example',
        adminPassword: 'chosen-password',
        announce: (line) => announced.push(line),
      });
      expect(announced).toEqual([]);
      expect((await login(app, 'boss@agency.example', 'chosen-password')).token).toBeTruthy();
      await app.close();
      await env.dispose();
    },
    SEVERAL_STARTS_MS,
  );
});

describe('the JWT secret', () => {
  /** Where a generated secret lives: DATA_DIR/jwt-secret (0600), or, on PostgreSQL, the database all instances share. */
  const generatedSecret = async (env: TestEnvironment): Promise<string | undefined> => {
    const file = path.join(env.dataDir, 'jwt-secret');
    if (!env.databaseUrl) {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      return fs.readFileSync(file, 'utf8').trim();
    }
    expect(fs.existsSync(file)).toBe(false);
    const client = new Client({ connectionString: env.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ value: string }>("select value from app_meta where key = 'jwt_secret'")).rows[0]?.value;
    } finally {
      await client.end();
    }
  };

  test(
    'is generated once (DATA_DIR/jwt-secret, or the database on PostgreSQL) and survives restarts',
    async () => {
      const env = await createTestEnvironment();
      const other = await createTestEnvironment();
      try {
        const first = await startApp(env, { seed: false, jwtSecret: undefined });
        const secret = await generatedSecret(env);
        expect(secret?.length).toBeGreaterThanOrEqual(48);
        const { token } = await login(first, 'staff@northstar.test', 'correct horse battery staple');
        await first.close();

        const second = await startApp(env, { seed: false, jwtSecret: undefined });
        expect(await generatedSecret(env)).toBe(secret);
        expect((await second.inject({ url: '/auth/me', headers: bearer(token) })).statusCode).toBe(200);
        await second.close();

        // Another installation has its own secret: the token means nothing there.
        const elsewhere = await startApp(other, { seed: false, jwtSecret: undefined });
        expect(await generatedSecret(other)).not.toBe(secret);
        expect((await elsewhere.inject({ url: '/auth/me', headers: bearer(token) })).statusCode).toBe(401);
        await elsewhere.close();
      } finally {
        await env.dispose();
        await other.dispose();
      }
    },
    SEVERAL_STARTS_MS,
  );

  test('a secret file from before is kept, also on PostgreSQL (sessions survive the upgrade)', async () => {
    const env = await createTestEnvironment();
    try {
      fs.writeFileSync(path.join(env.dataDir, 'jwt-secret'), 'a-secret-written-by-an-earlier-version-0123456789\n', { mode: 0o600 });
      const fromFile = await startApp(env, { seed: false, jwtSecret: undefined });
      const { token } = await login(fromFile, 'staff@northstar.test', 'correct horse battery staple');
      await fromFile.close();
      const configured = await startApp(env, { seed: false, jwtSecret: 'a-secret-written-by-an-earlier-version-0123456789' });
      expect((await configured.inject({ url: '/auth/me', headers: bearer(token) })).statusCode).toBe(200);
      await configured.close();
    } finally {
      await env.dispose();
    }
  });
});

describe('options from the environment', () => {
  test('RATE_LIMIT_SCALE multiplies every per-address limit (a test site driving many sessions from one address); bad values stop the start', () => {
    expect(loadApiOptions({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    const scaled = loadApiOptions({ RATE_LIMIT_SCALE: '20' }).rateLimits;
    expect(scaled.loginRequests).toEqual({ ...DEFAULT_RATE_LIMITS.loginRequests, max: DEFAULT_RATE_LIMITS.loginRequests.max * 20 });
    expect(scaled.signUp.max).toBe(DEFAULT_RATE_LIMITS.signUp.max * 20);
    for (const bad of ['0', '-1', '1.5', 'lots']) expect(() => loadApiOptions({ RATE_LIMIT_SCALE: bad })).toThrow(/RATE_LIMIT_SCALE/);
  });

  test('SITE_TIME_ZONE and PUBLISH_CHECK_SECONDS (issue 19): UTC and 30 s by default; an unknown zone or a bad interval stops the start', () => {
    expect(loadApiOptions({})).toMatchObject({ siteTimeZone: 'UTC', publishCheckMs: 30_000 });
    expect(loadApiOptions({ SITE_TIME_ZONE: 'Europe/London', PUBLISH_CHECK_SECONDS: '5' })).toMatchObject({
      siteTimeZone: 'Europe/London',
      publishCheckMs: 5000,
    });
    expect(() => loadApiOptions({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SITE_TIME_ZONE/);
    for (const bad of ['0', '-1', 'often']) expect(() => loadApiOptions({ PUBLISH_CHECK_SECONDS: bad })).toThrow(/PUBLISH_CHECK_SECONDS/);
  });

  test('loadApiOptions: defaults and parsing', () => {
    const defaults = loadApiOptions({});
    expect(defaults).toMatchObject({ dataDir: path.resolve('.data'), corsOrigins: [], seed: true, seedImages: true });
    expect(defaults.databaseUrl).toBeUndefined();
    expect(defaults.jwtSecret).toBeUndefined();
    expect(defaults.recaptcha).toBeUndefined();

    const custom = loadApiOptions({
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://u:p@db/agency',
      ADMIN_EMAIL: 'a@b.example',
      ADMIN_PASSWORD: 'pw',
      JWT_SECRET: 's3cret',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      RECAPTCHA_SECRET: 'rs',
      RECAPTCHA_SITE_KEY: 'rk',
      SEED: 'off',
    });
    expect(custom).toMatchObject({
      dataDir: path.resolve('var/data'),
      databaseUrl: 'postgres://u:p@db/agency',
      adminEmail: 'a@b.example',
      adminPassword: 'pw',
      jwtSecret: 's3cret',
      corsOrigins: ['https://a.example', 'https://b.example'],
      recaptcha: { secret: 'rs', siteKey: 'rk' },
      seed: false,
    });
    expect(loadApiOptions({ RECAPTCHA_SECRET: 'only-one' }).recaptcha).toBeUndefined();
    expect(captchaRuntimeConfig(custom)).toEqual({ provider: 'recaptcha', siteKey: 'rk' });
    expect(captchaRuntimeConfig(defaults)).toEqual({ provider: 'altcha' });
  });

  test('loadApiOptions: the captcha work is the production one unless CAPTCHA_COST or CAPTCHA_COUNTER_MAX lower it', () => {
    expect(loadApiOptions({}).captchaDifficulty).toEqual(PRODUCTION_CAPTCHA_DIFFICULTY);
    expect(loadApiOptions({ CAPTCHA_COST: '10', CAPTCHA_COUNTER_MAX: '40' }).captchaDifficulty).toEqual({
      ...PRODUCTION_CAPTCHA_DIFFICULTY,
      cost: 10,
      counterMin: 20,
      counterMax: 40,
    });
    expect(loadApiOptions({ CAPTCHA_COUNTER_MAX: '1' }).captchaDifficulty).toMatchObject({ counterMin: 1, counterMax: 1 });
    expect(() => loadApiOptions({ CAPTCHA_COST: '0' })).toThrow('CAPTCHA_COST must be a whole number of at least 1');
    expect(() => loadApiOptions({ CAPTCHA_COUNTER_MAX: 'lots' })).toThrow('CAPTCHA_COUNTER_MAX must be a whole number of at least 1');
  });

  test('loadServerOptions: port, prefix and trust proxy', () => {
    expect(loadServerOptions({})).toMatchObject({ port: 3000, prefix: '', trustProxy: false });
    expect(loadServerOptions({ API_PORT: '4000', API_PREFIX: 'api/' })).toMatchObject({ port: 4000, prefix: '/api' });
    expect(loadServerOptions({ PORT: '5000', API_PORT: '4000' })).toMatchObject({ port: 5000 });
    // on/true is one hop, never "trust every hop" (the left-most X-Forwarded-For is the client's own writing).
    for (const value of ['true', '1']) expect(typeof loadServerOptions({ TRUST_PROXY: value }).trustProxy).toBe('function');
    expect(loadServerOptions({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(typeof loadServerOptions({ TRUST_PROXY: '2' }).trustProxy).toBe('function');
  });
});
