// Scheduled publishing with two API instances on one PostgreSQL (issue 19): both check every
// 100 ms, with nobody signed in; each scheduled entry is published by exactly one of them
// (one log line in all), at its time, and both then serve it to visitors.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { createTestEnvironment, login, TEST_ADMIN, testOptions, type TestEnvironment } from './helpers/test-app';

const postgres = process.env.TEST_DATABASE_URL;
const describeOnPostgres = postgres ? describe : describe.skip;
const title = postgres
  ? 'scheduled publishing with two instances on one PostgreSQL'
  : 'scheduled publishing with two instances on one PostgreSQL (SKIPPED: set TEST_DATABASE_URL=postgres://… to run it)';

interface Instance {
  app: FastifyInstance;
  dataDir: string;
  /** Each entry this instance logged as published. */
  published: string[];
}

describeOnPostgres(title, () => {
  let env: TestEnvironment;
  let a: Instance;
  let b: Instance;

  const startInstance = async (): Promise<Instance> => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-publisher-'));
    const published: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { msg?: string; entries?: Array<{ _id: string }> };
          if (entry.msg === 'published scheduled entries') published.push(...(entry.entries ?? []).map((e) => e._id));
        }
        done();
      },
    });
    const app = await buildApp({
      ...testOptions(env, { dataDir, seed: false, jwtSecret: undefined, publishCheckMs: 100 }),
      logger: { level: 'info', stream },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, dataDir, published };
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await instance.app.close();
      await fs.rm(instance.dataDir, { recursive: true, force: true });
    }
    await env?.dispose();
  });

  test('each scheduled entry is published once, at its time, and both instances then show it', async () => {
    const staff = (await login(a.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    // Scheduled an hour ahead first, so that a slow machine cannot reach the time before the
    // 404 check; then moved to a moment from now, which the schedulers must also follow.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const created = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const response = await write(a.app, 'POST', '/blog', staff, {
          fields: { ...CREATE_FIELDS.blog, heading: `Launch day post ${n}`, state: 'scheduled', publishAt: later },
          files: [imagePart(await pngImage(20, 20))],
        });
        expect(response.statusCode).toBe(201);
        return response.json() as { _id: string; slug: string };
      }),
    );
    const ids = created.map((entry) => entry._id).sort();
    for (const instance of [a, b]) expect((await instance.app.inject(`/blog/${created[0].slug}`)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...a.published, ...b.published]).toEqual([]);

    let latestPublishAt = '';
    for (const entry of created) {
      // Each its own moment a few seconds ahead: on a busy machine five writes took longer than one shared
      // second, and the later ones asked for a time already past (400).
      const publishAt = new Date(Date.now() + 4_000).toISOString();
      latestPublishAt = publishAt;
      const moved = await write(a.app, 'PUT', `/blog/${entry._id}`, staff, { fields: { publishAt }, json: true });
      expect(moved.statusCode).toBe(200);
    }

    // Generous: the last entry is due 4 s after its move, and a busy machine may check late.
    const until = Date.now() + 30_000;
    while ([...a.published, ...b.published].length < ids.length) {
      if (Date.now() > until) throw new Error(`published so far: ${[...a.published, ...b.published].join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(latestPublishAt));
    // A few more checks on both: nothing is published twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...a.published, ...b.published].sort()).toEqual(ids);

    for (const instance of [a, b]) {
      const listed = (await instance.app.inject('/blog')).json() as Array<{ _id: string; state: string }>;
      expect(listed.filter((entry) => ids.includes(entry._id)).map((entry) => entry.state)).toEqual(ids.map(() => 'published'));
    }
  });
});
