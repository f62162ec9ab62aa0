// The audit trail (product §6): every successful staff write leaves one entry saying who (id and
// e-mail), what (action, resource, id, which fields changed, never a secret), when and from where
// (IP, user agent); reads and refused writes leave none. Reading it: audit-trail-reading.test.ts.

import type { AuditEntry, AuditPage } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, write, type Fields } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { multipart } from './helpers/multipart';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

const AGENT = 'AuditProbe/1.0';
let t: TestApp;
let owner: string;
let editor: { id: string; email: string; token: string };
let author: { id: string; email: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await t.staffToken();
  editor = await staffAccountOf(t, 'editor');
  author = await staffAccountOf(t, 'author');
});
afterAll(() => t.close());

const as = (token: string) => ({ ...bearer(token), 'user-agent': AGENT });
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(token), ...(payload ? { payload } : {}) });
const audit = async (query = ''): Promise<AuditPage> => {
  const response = await t.app.inject({ url: `/audit${query}`, headers: bearer(owner) });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const total = async () => (await audit()).total;
/** The entries the writes of `act` left, oldest first. */
const entriesOf = async (act: () => Promise<unknown>): Promise<AuditEntry[]> => {
  const before = await total();
  await act();
  const { data, total: after } = await audit(`?limit=100`);
  return data.slice(0, after - before).reverse();
};
const ownerId = async () => ((await call(owner, 'GET', '/auth/me')).json() as { _id: string })._id;
const image = async () => [imagePart(await pngImage(20, 20))];

test('a content entry created, changed, published, deleted, restored and purged: one entry each, with who, what and where', async () => {
  const id = await ownerId();
  let postId = '';
  const entries = await entriesOf(async () => {
    const created = await write(t.app, 'POST', '/blog', owner, {
      fields: { ...CREATE_FIELDS.blog, heading: 'Audited post', state: 'draft' } as Fields,
      files: await image(),
    });
    expect(created.statusCode).toBe(201);
    postId = created.json()._id;
    expect(
      (await write(t.app, 'PUT', `/blog/${postId}`, owner, { fields: { heading: 'Audited post, renamed' }, json: true })).statusCode,
    ).toBe(200);
    expect((await write(t.app, 'PUT', `/blog/${postId}`, owner, { fields: { state: 'published' }, json: true })).statusCode).toBe(200);
    expect((await write(t.app, 'PUT', `/blog/${postId}`, owner, { fields: { state: 'draft' }, json: true })).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/blog/${postId}`)).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/trash/${postId}/restore`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/blog/${postId}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/trash/${postId}`)).statusCode).toBe(200);
  });
  expect(entries.map((entry) => [entry.action, entry.resourceType, entry.resourceId])).toEqual([
    ['create', 'blog', postId],
    ['update', 'blog', postId],
    ['publish', 'blog', postId],
    ['unpublish', 'blog', postId],
    ['delete', 'blog', postId],
    ['restore', 'blog', postId],
    ['delete', 'blog', postId],
    ['purge', 'trash', postId],
  ]);
  expect(entries[0].summary).toMatch(/state: draft/);
  expect(entries[0].summary).toMatch(/fields: .*heading/);
  // An update names what changed, not what it sent unchanged.
  expect(entries[1].summary).toMatch(/heading/);
  expect(entries[1].summary).not.toMatch(/state/);
  expect(entries[2].summary).toMatch(/state: draft → published/);
  for (const entry of entries) {
    expect(entry).toMatchObject({ userId: id, userEmail: TEST_ADMIN.email, ip: '127.0.0.1' });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  }
});

test('an entry saved straight as published is recorded as published, with its state', async () => {
  let postId = '';
  const entries = await entriesOf(async () => {
    const created = await write(t.app, 'POST', '/blog', owner, {
      fields: { ...CREATE_FIELDS.blog, heading: 'Live at once', state: 'published' } as Fields,
      files: await image(),
    });
    expect(created.statusCode).toBe(201);
    postId = created.json()._id;
  });
  expect(entries.map((entry) => [entry.action, entry.resourceType, entry.resourceId])).toEqual([['publish', 'blog', postId]]);
  expect(entries[0].summary).toMatch(/state: published/);
});

test('a picture uploaded, described and deleted, and a revision restored: their entries', async () => {
  const post = await write(t.app, 'POST', '/blog', owner, {
    fields: { ...CREATE_FIELDS.blog, heading: 'Revised post', state: 'draft' } as Fields,
    files: await image(),
  });
  const postId = post.json()._id as string;
  await write(t.app, 'PUT', `/blog/${postId}`, owner, { fields: { heading: 'Revised post, again' }, json: true });
  const [oldest] = ((await call(owner, 'GET', `/blog/${postId}/revisions`)).json() as Array<{ number: number }>).slice(-1);
  let mediaId = '';
  const entries = await entriesOf(async () => {
    const body = multipart({ alt: 'A square' }, [imagePart(await pngImage(30, 30, '#224466'))]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/media',
      headers: { ...as(owner), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    mediaId = uploaded.json()._id;
    expect((await call(owner, 'PUT', `/media/${mediaId}`, { alt: 'A blue square' })).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/media/${mediaId}`)).statusCode).toBe(200);
    expect((await call(owner, 'POST', `/blog/${postId}/revisions/${oldest.number}/restore`)).statusCode).toBe(200);
  });
  expect(entries.map((entry) => [entry.action, entry.resourceType, entry.resourceId, entry.summary])).toEqual([
    ['create', 'media', mediaId, 'fields: alt'],
    ['update', 'media', mediaId, 'fields: alt'],
    ['delete', 'media', mediaId, ''],
    ['restore', 'blog', postId, `revision ${oldest.number}`],
  ]);
});

test('users, roles, redirects, page SEO, reviews and a password change each leave their entry; no secret is written', async () => {
  let newUser = '';
  let redirect = '';
  const password = 'quiet harbor violet';
  const viewer = await staffAccountOf(t, 'viewer');
  const entries = await entriesOf(async () => {
    const registered = await call(owner, 'POST', '/register', {
      firstname: 'Nora',
      lastname: 'Quinn',
      email: 'nora.audit@example.com',
      gender: 'female',
      phone: '0987654321',
      age: '31',
      password,
      confirmpassword: password,
      staffRole: 'author',
    });
    expect(registered.statusCode).toBe(201);
    newUser = registered.json().user._id;
    expect((await call(owner, 'PUT', `/users/${newUser}/role`, { role: 'editor' })).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/users/${newUser}`)).statusCode).toBe(200);
    const rule = await call(editor.token, 'POST', '/redirects', { from: '/audit-old', to: '/about', status: 301 });
    expect(rule.statusCode).toBe(201);
    redirect = rule.json().id;
    expect((await call(editor.token, 'PUT', `/redirects/${redirect}`, { from: '/audit-old', to: '/faqs', status: 302 })).statusCode).toBe(
      200,
    );
    expect((await call(editor.token, 'DELETE', `/redirects/${redirect}`)).statusCode).toBe(200);
    expect((await call(owner, 'PUT', '/seo/pages/about', { metaTitle: 'About, audited' })).statusCode).toBe(200);
    const next = 'a brand new viewer secret';
    const changed = await call(viewer.token, 'PUT', '/auth/password', {
      currentPassword: 'member-password',
      newPassword: next,
      confirmPassword: next,
    });
    expect(changed.statusCode).toBe(200);
  });
  expect(entries.map((entry) => [entry.userEmail, entry.action, entry.resourceType, entry.resourceId])).toEqual([
    [TEST_ADMIN.email, 'create', 'user', newUser],
    [TEST_ADMIN.email, 'role', 'user', newUser],
    [TEST_ADMIN.email, 'delete', 'user', newUser],
    [editor.email, 'create', 'redirect', redirect],
    [editor.email, 'update', 'redirect', redirect],
    [editor.email, 'delete', 'redirect', redirect],
    [TEST_ADMIN.email, 'update', 'page-seo', 'about'],
    [viewer.email, 'password', 'user', viewer.id],
  ]);
  expect(entries[0].summary).toMatch(/staffRole: author/);
  expect(entries[1].summary).toBe('role: editor');
  expect(entries[6].summary).toMatch(/metaTitle/);
  const csv = (await t.app.inject({ url: '/audit.csv', headers: bearer(owner) })).body;
  for (const text of [JSON.stringify(entries), csv]) {
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/confirmpassword|newPassword|currentPassword/);
    expect(text).not.toContain('a brand new viewer secret');
  }
});

test("a review submitted and approved: the author's submit and the editor's publish, on the entry", async () => {
  const card = await write(t.app, 'POST', '/blog', author.token, {
    fields: { ...CREATE_FIELDS.blog, heading: 'For review', state: 'draft' } as Fields,
    files: await image(),
  });
  const postId = card.json()._id as string;
  const entries = await entriesOf(async () => {
    const submitted = await call(author.token, 'POST', '/reviews', { resource: 'blog', id: postId, note: 'Ready' });
    expect(submitted.statusCode).toBe(201);
    expect((await call(editor.token, 'POST', `/reviews/${submitted.json()._id}/approve`, {})).statusCode).toBe(200);
  });
  expect(entries.map((entry) => [entry.userEmail, entry.action, entry.resourceType, entry.resourceId])).toEqual([
    [author.email, 'submit', 'blog', postId],
    [editor.email, 'publish', 'blog', postId],
  ]);
});

test('reads, refused writes, read marks and members leave no entry', async () => {
  const before = await total();
  const member = await t.memberToken();
  const reads = ['/blog', '/users', '/redirects', '/trash', '/audit', '/audit.csv', '/search?q=audit', '/auth/me'];
  for (const url of reads) expect((await call(owner, 'GET', url)).statusCode).toBe(200);
  expect((await call(owner, 'PUT', '/blog/000000000000000000000000', { heading: 'x' })).statusCode).toBe(404);
  expect((await call(owner, 'POST', '/redirects', {})).statusCode).toBe(400);
  expect((await call(author.token, 'POST', '/redirects', { from: '/a', to: '/b', status: 301 })).statusCode).toBe(403);
  expect((await call(owner, 'POST', '/contact/seen')).statusCode).toBe(200);
  expect((await call(member, 'PUT', '/auth/password', { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' })).statusCode).toBe(
    400,
  );
  expect(await total()).toBe(before);
});

test("under the site's mount path (/api) a write is named by its route the same way", async () => {
  const mounted = await createTestApp({ seed: false, prefix: '/api' });
  try {
    const signIn = await mounted.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const token = (signIn.json() as { token: string }).token;
    const rule = await mounted.app.inject({
      method: 'POST',
      url: '/api/redirects',
      headers: bearer(token),
      payload: { from: '/mounted-old', to: '/about', status: 301 },
    });
    expect(rule.statusCode).toBe(201);
    const page = (await mounted.app.inject({ url: '/api/audit', headers: bearer(token) })).json() as AuditPage;
    expect(page.data.map((entry) => [entry.action, entry.resourceType, entry.resourceId])).toEqual([
      ['create', 'redirect', rule.json().id],
    ]);
  } finally {
    await mounted.close();
  }
});
