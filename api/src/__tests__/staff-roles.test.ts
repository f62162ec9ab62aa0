// Staff roles (product §6) beyond the route matrix: /auth/me tells the admin the role and what it
// may do; authors create drafts and change only their own drafts, never publishing; SEO
// specialists change only the SEO fields; editors publish; the migration made staff owners.

import { Migrator, sql } from 'kysely';
import { roleMessages } from '@agency/shared/contract/messages';
import { PERMISSIONS, permissionsOf, STAFF_ROLES } from '@agency/shared/contract/staff-roles';
import { migrationProvider } from '../db/migrations';
import { migrateToLatest, openDatabase } from '../db/connect';
import { CREATE_FIELDS, write, type Fields } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, createTestEnvironment, type TestApp } from './helpers/test-app';

let t: TestApp;
let author: string;
let otherAuthor: string;
let editor: string;
let seo: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  author = (await staffAccountOf(t, 'author')).token;
  otherAuthor = (await staffAccountOf(t, 'author')).token;
  editor = (await staffAccountOf(t, 'editor')).token;
  seo = (await staffAccountOf(t, 'seo')).token;
});
afterAll(() => t.close());

const createPost = async (token: string, extra: Fields) =>
  write(t.app, 'POST', '/blog', token, { fields: { ...CREATE_FIELDS.blog, ...extra }, files: [imagePart(await pngImage(20, 20))] });
const update = (id: string, token: string, fields: Fields) => write(t.app, 'PUT', `/blog/${id}`, token, { fields, json: true });
const denied = (permission: keyof typeof roleMessages.notAllowed, message: string = roleMessages.notAllowed[permission]) => ({
  message,
  permission,
});

test('/auth/me answers the staff role and its permissions; a member has neither', async () => {
  for (const role of STAFF_ROLES) {
    const me = (await t.app.inject({ url: '/auth/me', headers: bearer((await staffAccountOf(t, role)).token) })).json();
    expect(me).toMatchObject({ role: 'staff', staffRole: role, permissions: permissionsOf(role) });
  }
  expect((await t.app.inject({ url: '/auth/me', headers: bearer(await t.memberToken()) })).json()).toMatchObject({
    role: 'member',
    staffRole: null,
    permissions: [],
  });
  expect(permissionsOf('owner')).toEqual([...PERMISSIONS]);
  expect(permissionsOf('viewer')).toEqual(['admin.read']);
});

test('an author creates drafts and edits their own drafts only, and never publishes', async () => {
  const published = await createPost(author, { state: 'published' });
  expect(published.statusCode).toBe(403);
  expect(published.json()).toEqual(denied('content.publish'));
  expect((await createPost(author, {})).statusCode).toBe(403);

  const draft = await createPost(author, { state: 'draft' });
  expect(draft.statusCode).toBe(201);
  const id = draft.json()._id as string;
  expect((await update(id, author, { heading: 'Better heading' })).statusCode).toBe(200);
  expect((await update(id, author, { state: 'published' })).json()).toEqual(denied('content.publish'));
  expect((await update(id, author, { state: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() })).statusCode).toBe(
    403,
  );
  // Another author sees the draft but may not change it.
  expect((await t.app.inject({ url: `/blog/${id}`, headers: bearer(otherAuthor) })).statusCode).toBe(200);
  expect((await update(id, otherAuthor, { heading: 'Mine now' })).json()).toEqual(denied('content.edit', roleMessages.ownDraftsOnly));
  expect((await t.app.inject({ method: 'DELETE', url: `/blog/${id}`, headers: bearer(author) })).statusCode).toBe(403);

  // Once an editor publishes it, it is no draft: its author no longer changes it.
  expect((await update(id, editor, { state: 'published' })).statusCode).toBe(200);
  expect((await update(id, author, { heading: 'Sneaky edit' })).json()).toEqual(denied('content.edit', roleMessages.ownDraftsOnly));
  const stored = (await t.app.inject({ url: `/blog/${id}`, headers: bearer(editor) })).json();
  expect(stored).toMatchObject({ heading: 'Better heading', state: 'published' });
});

test("an author may not touch an editor's draft, nor content without a public page", async () => {
  const draft = await createPost(editor, { state: 'draft' });
  expect((await update(draft.json()._id, author, { heading: 'Rewritten' })).statusCode).toBe(403);
  const faq = await write(t.app, 'POST', '/faqs', author, { fields: CREATE_FIELDS.faq, json: true });
  expect(faq.json()).toEqual(denied('content.edit'));
});

test('an SEO specialist changes the SEO fields and alt texts only', async () => {
  const post = (await createPost(editor, {})).json() as { _id: string };
  const seoOnly = await update(post._id, seo, {
    metaTitle: 'Better title for search',
    metaDescription: 'What it is about',
    noindex: false,
  });
  expect(seoOnly.statusCode).toBe(200);
  expect(seoOnly.json()).toMatchObject({ metaTitle: 'Better title for search' });
  const body = await update(post._id, seo, { metaTitle: 'Again', description: '<p>New body</p>' });
  expect(body.statusCode).toBe(403);
  expect(body.json()).toEqual(denied('content.seo', roleMessages.seoFieldsOnly));
  expect((await createPost(seo, { state: 'draft' })).json()).toEqual(denied('content.draft'));
  const page = await t.app.inject({
    method: 'PUT',
    url: '/seo/pages/about',
    headers: bearer(seo),
    payload: { metaTitle: 'About the agency' },
  });
  expect(page.statusCode).toBe(200);
});

test('migration 090 makes every staff account of before an owner and leaves members without a role', async () => {
  const env = await createTestEnvironment();
  const { db, engine } = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  try {
    const migrationTableSchema =
      engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
    const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
    expect((await migrator.migrateTo('059-trash-units')).error).toBeUndefined();
    const row = (id: string, role: string) => ({
      _id: id,
      username: id,
      email: `${id}@example.com`,
      phone: '',
      password_hash: 'x',
      role,
      firstname: '',
      lastname: '',
      gender: '',
      age: null,
      contactsSeenAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    await db
      .insertInto('users')
      .values([row('aaaaaaaaaaaaaaaaaaaaaaa1', 'staff'), row('aaaaaaaaaaaaaaaaaaaaaaa2', 'member')] as never)
      .execute();
    await migrateToLatest(db, engine);
    const roles = await db.selectFrom('users').select(['_id', 'role', 'staffRole']).orderBy('_id').execute();
    expect(roles).toEqual([
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', role: 'staff', staffRole: 'owner' },
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', role: 'member', staffRole: null },
    ]);
  } finally {
    await db.destroy();
    await env.dispose();
  }
});
