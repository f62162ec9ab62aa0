// The versions the page cache keeps pages by (site-content-version.ts), read in one statement on
// either engine: one for every content table and one for the page SEO rows, each moving only with
// a write to its own source.

import type { SourceVersions } from '../page-cache/site-content-version';
import { PAGE_SOURCES } from '../page-cache/site-content-version';
import type { MountedApi } from '../app';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let read: () => Promise<SourceVersions>;

beforeAll(async () => {
  let mounted: MountedApi | undefined;
  t = await createTestApp({ seed: false, onMounted: (api) => (mounted = api) });
  read = () => mounted!.readSourceVersions();
});
afterAll(() => t.close());

const changed = (before: SourceVersions, after: SourceVersions) => PAGE_SOURCES.filter((source) => before[source] !== after[source]);

test('gives every source a version, the page SEO rows theirs before any was saved', async () => {
  const versions = await read();
  expect(Object.keys(versions).sort()).toEqual([...PAGE_SOURCES].sort());
  for (const source of PAGE_SOURCES) expect(typeof versions[source]).toBe('string');
  expect(versions.page_seo).toBe('0@');
});

test("a content write moves its table's version and no other", async () => {
  const before = await read();
  const created = await write(t.app, 'POST', '/faqs', await t.staffToken(), { fields: CREATE_FIELDS.faq, json: true });
  expect(created.statusCode).toBe(201);
  expect(changed(before, await read())).toEqual(['faqs']);
});

test('a page SEO save moves the page SEO version and no other', async () => {
  const before = await read();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/seo/pages/about',
    headers: bearer(await t.staffToken()),
    payload: { metaTitle: 'About the agency' },
  });
  expect(saved.statusCode).toBe(200);
  const after = await read();
  expect(changed(before, after)).toEqual(['page_seo']);
  expect(after.page_seo).toMatch(/^1@\d{4}-\d{2}-\d{2}T/);
});
