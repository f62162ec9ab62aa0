// The demo seed: complete with generated images, once per database, never
// repeated by a restart and never poured over existing content.

import sharp from 'sharp';
import { IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { SEEDED_COUNTS } from './helpers/entity-shapes';
import { imagePart, pngImage } from './helpers/images';
import { isStored, storedBytes, storedFiles } from './helpers/stored-media';
import { bearer, createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';

const KEYS = Object.keys(CONTENT_RESOURCES) as ContentResourceKey[];

const counts = async (app: Awaited<ReturnType<typeof startApp>>) => {
  const result: Record<string, number> = {};
  for (const key of KEYS) result[key] = (await app.inject(`/${CONTENT_RESOURCES[key].path}`)).json().length;
  return result;
};

const mediaFiles = async (env: TestEnvironment): Promise<string[]> =>
  (
    await Promise.all(Object.values(IMAGE_FOLDERS).map(async (folder) => (await storedFiles(env, folder)).map((f) => `${folder}/${f}`)))
  ).flat();

describe('seeding with images', () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    env = await createTestEnvironment();
  });
  afterAll(() => env.dispose());

  test('every entry gets generated WebP images with variants, and a restart changes nothing', async () => {
    // How long the drawing takes is a budget of `npm run bench` (the first start), not of this test.
    const app = await startApp(env, { seedImages: true });
    expect(await counts(app)).toEqual(SEEDED_COUNTS);
    for (const key of KEYS) {
      const resource = CONTENT_RESOURCES[key];
      if (resource.images === 'none') continue;
      for (const entry of (await app.inject(`/${resource.path}`)).json()) {
        const names: string[] = resource.images === 'many' ? entry.images : [entry.image];
        expect(names.length).toBeGreaterThanOrEqual(1);
        for (const name of names) {
          expect(name).toMatch(/^[0-9a-f]{24}\.webp$/);
          expect(await isStored(env, IMAGE_FOLDERS[resource.imageKind!], name)).toBe(true);
        }
      }
    }
    const singleBlog = (await app.inject('/single-blog')).json()[0];
    expect(singleBlog.images).toHaveLength(2);
    // Each generated picture is described by the words it shows (issue 19), so the pages and the audit have alt text.
    expect(singleBlog.imageAlts).toEqual([expect.stringContaining(': '), expect.stringContaining(': ')]);
    for (const path of ['/blog', '/services', '/work', '/aboutus', '/products', '/faqs']) {
      for (const entry of (await app.inject(path)).json() as Array<{ imageAlt: string }>) expect(entry.imageAlt).toMatch(/^.+: .+$/);
    }
    const blog = (await app.inject('/blog')).json()[0];
    const picture = await app.inject(`/blogimg/${blog.image}`);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect((await app.inject(`/blogimg/${blog.image.replace('.webp', '-800w.webp')}`)).statusCode).toBe(200);
    const portrait = (await app.inject('/team')).json()[0].image;
    expect(await sharp(await storedBytes(env, 'teamimg', portrait)).metadata()).toMatchObject({ width: 600, height: 600 });
    const files = await mediaFiles(env);
    await app.close();

    const again = await startApp(env, { seedImages: true });
    expect(await counts(again)).toEqual(SEEDED_COUNTS);
    expect(await mediaFiles(env)).toEqual(files);
    await again.close();
    // Two starts drawing and storing every image; beside the browser suite in CI this took over a minute.
  }, 240_000);
});

describe('seeding once', () => {
  test('restarts keep counts and data; deleted demo content stays deleted', async () => {
    const env = await createTestEnvironment();
    try {
      const first = await startApp(env);
      expect(await counts(first)).toEqual(SEEDED_COUNTS);
      const staff = (await login(first, TEST_ADMIN.email, TEST_ADMIN.password)).token;
      const created = await write(first, 'POST', '/blog', staff, {
        fields: CREATE_FIELDS.blog,
        files: [imagePart(await pngImage(100, 100))],
      });
      await first.inject({ method: 'DELETE', url: '/products', headers: bearer(staff) });
      await first.close();

      const second = await startApp(env);
      expect(await counts(second)).toEqual({ ...SEEDED_COUNTS, blog: SEEDED_COUNTS.blog + 1, product: 0 });
      expect((await second.inject(`/blog/${created.json()._id}`)).json()).toEqual(created.json());
      expect(
        (await second.inject({ url: '/users', headers: bearer(staff) })).json().filter((u: { role: string }) => u.role === 'staff'),
      ).toHaveLength(1);
      await second.close();
    } finally {
      await env.dispose();
    }
  });

  test('a database that already holds content is never seeded', async () => {
    const env = await createTestEnvironment();
    try {
      const unseeded = await startApp(env, { seed: false });
      expect(await counts(unseeded)).toEqual(Object.fromEntries(KEYS.map((key) => [key, 0])));
      const staff = (await login(unseeded, TEST_ADMIN.email, TEST_ADMIN.password)).token;
      await write(unseeded, 'POST', '/plan', staff, { fields: CREATE_FIELDS.plan, json: true });
      await unseeded.close();

      const later = await startApp(env, { seed: true });
      expect(await counts(later)).toEqual({ ...Object.fromEntries(KEYS.map((key) => [key, 0])), plan: 1 });
      await later.close();
    } finally {
      await env.dispose();
    }
  });
});
