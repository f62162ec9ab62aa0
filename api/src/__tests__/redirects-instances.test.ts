// Two instances on one PostgreSQL database: a rule one of them stores, changes or deletes is
// applied by the other at once, told through LISTEN/NOTIFY, or through Redis when REDIS_URL is set.

import type { FastifyInstance } from 'fastify';
import { LiveRedirectRules } from '../redirects/live-redirect-rules';
import { redisServerInstalled, startRedis, type TestRedis } from './helpers/redis-server';
import { bearer, createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';

const postgres = process.env.TEST_DATABASE_URL;
const describeOnPostgres = postgres ? describe : describe.skip;

/** Resolves once `rules` changed (the event a page cache subscribes to) so that `holds`: other tests' notices may come first. */
const changedUntil = (rules: LiveRedirectRules, holds: () => boolean) =>
  new Promise<void>((resolve) => {
    const stop = rules.onRulesChanged(() => {
      if (!holds()) return;
      stop();
      resolve();
    });
  });

describeOnPostgres.each([['LISTEN/NOTIFY'], ['Redis']])('two instances told through %s', (through) => {
  let env: TestEnvironment;
  let redis: TestRedis | undefined;
  const apps: FastifyInstance[] = [];
  const rules = [new LiveRedirectRules(), new LiveRedirectRules()];
  const skip = through === 'Redis' && !redisServerInstalled();

  beforeAll(async () => {
    if (skip) return;
    env = await createTestEnvironment();
    if (through === 'Redis') redis = await startRedis();
    for (const live of rules) apps.push(await startApp(env, { seed: apps.length === 0, redirectRules: live, redisUrl: redis?.url }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
    await env?.dispose();
  });

  test('a rule stored, changed or deleted on one is applied by the other at once', async () => {
    if (skip) return;
    const staff = bearer((await login(apps[0], TEST_ADMIN.email, TEST_ADMIN.password)).token);
    const at = (url: string) => rules[1].resolve(url)?.location;
    let seen = changedUntil(rules[1], () => at('/old-services') === '/faqs');
    const created = await apps[0].inject({
      method: 'POST',
      url: '/redirects',
      headers: staff,
      payload: { from: '/old-services', to: '/faqs' },
    });
    expect(created.statusCode).toBe(201);
    await seen;
    expect(at('/old-services')).toBe('/faqs');
    seen = changedUntil(rules[1], () => at('/old-services') === '/about');
    await apps[0].inject({
      method: 'PUT',
      url: `/redirects/${created.json().id}`,
      headers: staff,
      payload: { from: '/old-services', to: '/about' },
    });
    await seen;
    expect(at('/old-services')).toBe('/about');
    seen = changedUntil(rules[1], () => at('/old-services') === undefined);
    await apps[0].inject({ method: 'DELETE', url: `/redirects/${created.json().id}`, headers: staff });
    await seen;
    expect(at('/old-services')).toBeUndefined();
  });
});
