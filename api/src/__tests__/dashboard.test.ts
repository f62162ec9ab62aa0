// GET /dashboard (staff): drafts of every type with a public page (a post once, as its card),
// scheduled entries soonest first, and the entries changed last across every content type,
// each with who saved it last; visitors and members are refused.

import { DASHBOARD_LIST_SIZE, type DashboardReply } from '@agency/shared/contract/dashboard';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const dashboard = async (token = staff): Promise<DashboardReply> => {
  const response = await t.app.inject({ url: '/dashboard', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as DashboardReply;
};

const created = async (path: string, token: string, fields: Record<string, string>, withImage = false) => {
  const files = withImage ? [{ ...imagePart(await pngImage(20, 20)), field: 'image' }] : [];
  const response = await write(t.app, 'POST', path, token, { fields, files });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string };
};

const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

it('lists drafts once per post with their last editor, scheduled entries soonest first, and the last changes', async () => {
  const author = await staffAccountOf(t, 'author');
  const card = await created('/blog', author.token, { heading: 'Half written', state: 'draft' });
  // The post's body has the card's slug: the card stands for both.
  const body = await created('/single-blog', author.token, { heading: 'Half written', state: 'draft' });
  const loneBody = await created('/single-blog', staff, { heading: 'A body on its own', state: 'draft' });
  const later = await created('/blog', staff, { ...CREATE_FIELDS.blog, heading: 'Later', state: 'scheduled', publishAt: inHours(5) }, true);
  const sooner = await created(
    '/blog',
    staff,
    { ...CREATE_FIELDS.blog, heading: 'Sooner', state: 'scheduled', publishAt: inHours(1) },
    true,
  );
  const faq = await created('/faqs', staff, CREATE_FIELDS.faq as Record<string, string>, true);

  const reply = await dashboard(author.token);
  expect(reply.drafts.map((entry) => entry._id)).toEqual([loneBody._id, card._id]);
  expect(reply.drafts[1]).toMatchObject({ resource: 'blog', label: 'Half written', editorId: author.id });
  expect(reply.drafts[1].editorName).toBeTruthy();
  expect(reply.drafts.some((entry) => entry._id === body._id)).toBe(false);
  expect(reply.scheduled.map((entry) => entry._id)).toEqual([sooner._id, later._id]);
  expect(new Date(reply.scheduled[0].publishAt).getTime()).toBeGreaterThan(Date.now());
  // Every type counts as a change, the newest first; the FAQ has no public page, so no state.
  expect(reply.recentEdits.map((entry) => entry._id)).toEqual([faq._id, sooner._id, later._id, loneBody._id, card._id]);
  expect(reply.recentEdits[0]).toMatchObject({ resource: 'faq', label: CREATE_FIELDS.faq.heading });
});

it("lists a change of a post's body as a change of the post (its card), once", async () => {
  const card = await created('/blog', staff, { heading: 'Body edited later', state: 'draft' });
  const body = await created('/single-blog', staff, { heading: 'Body edited later', state: 'draft' });
  await created('/faqs', staff, CREATE_FIELDS.faq as Record<string, string>, true);
  const saved = await write(t.app, 'PUT', `/single-blog/${body._id}`, staff, { fields: { description: '<p>More words</p>' } });
  expect(saved.statusCode).toBe(200);
  const { recentEdits } = await dashboard();
  expect(recentEdits[0]).toMatchObject({ resource: 'blog', _id: card._id, label: 'Body edited later' });
  expect(recentEdits.filter((entry) => entry._id === card._id)).toHaveLength(1);
  expect(recentEdits.some((entry) => entry._id === body._id)).toBe(false);
});

it('holds at most DASHBOARD_LIST_SIZE entries in each list', async () => {
  for (let index = 0; index <= DASHBOARD_LIST_SIZE; index += 1) {
    await created('/work', staff, { title: `Draft work ${index}`, state: 'draft' });
  }
  const reply = await dashboard();
  expect(reply.drafts).toHaveLength(DASHBOARD_LIST_SIZE);
  expect(reply.drafts[0].label).toBe(`Draft work ${DASHBOARD_LIST_SIZE}`);
  expect(reply.recentEdits).toHaveLength(DASHBOARD_LIST_SIZE);
});

it('refuses visitors and members', async () => {
  expect((await t.app.inject({ url: '/dashboard' })).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/dashboard', headers: bearer(await t.memberToken()) })).statusCode).toBe(403);
});
