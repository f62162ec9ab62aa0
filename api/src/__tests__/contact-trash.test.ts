// Contact messages go to the trash as content does: DELETE /contact/:id still answers product §7's
// `{ message }`, but the message waits in the trash (labelled by its sender) and comes back with
// POST /trash/:id/restore under the same id, read state and staff e-mail as they were; deleted
// forever it is gone. Only the inbox's roles see trashed messages or may restore them.

import { apiMessages } from '@agency/shared/contract/messages';
import { solvedCaptcha } from './helpers/altcha';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { purgeExpiredTrash } from '../trash/trash-repository';
import { openDatabase, type OpenDatabase } from '../db/connect';

const MESSAGE = {
  firstName: 'Rita',
  lastName: 'Moreno',
  email: 'rita@example.com',
  phone: '01234567890',
  subject: 'Paid Ads',
  message: 'Can you run our Google Ads?',
  source: 'contact' as const,
};

let t: TestApp;
let staff: Record<string, string>;
let direct: OpenDatabase;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = bearer(await t.staffToken());
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const send = async (firstName: string) => {
  const { payload } = await solvedCaptcha(t.app);
  const sent = await t.app.inject({ method: 'POST', url: '/contact', payload: { ...MESSAGE, firstName, captcha: payload } });
  expect(sent.statusCode).toBe(201);
  const listed = (await t.app.inject({ url: '/contact', headers: staff })).json().data as Array<{ _id: string; firstName: string }>;
  return listed.find((contact) => contact.firstName === firstName)!;
};
const get = (url: string, headers = staff) => t.app.inject({ url, headers });
const contactIds = async () => ((await get('/contact')).json().data as Array<{ _id: string }>).map((contact) => contact._id);
const trashed = async (headers = staff) => (await get('/trash?limit=100', headers)).json().data as Array<{ _id: string; resource: string }>;

test('a deleted message waits in the trash and comes back with its id, read state and staff e-mail', async () => {
  const contact = await send('Undine');
  await t.app.inject({ method: 'PUT', url: `/contact/${contact._id}/read`, headers: staff, payload: { read: true } });
  const before = (await get(`/contact/${contact._id}`)).json();
  expect(before.notification).toMatchObject({ contactId: contact._id });
  const { total } = (await get('/contact/summary')).json();

  const deleted = await t.app.inject({ method: 'DELETE', url: `/contact/${contact._id}`, headers: staff });
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: apiMessages.deleted });
  expect(await contactIds()).not.toContain(contact._id);
  expect((await get(`/contact/${contact._id}`)).statusCode).toBe(404);
  expect((await get('/contact/summary')).json().total).toBe(total - 1);
  expect((await trashed()).find((item) => item._id === contact._id)).toMatchObject({
    resource: 'contact',
    label: 'Undine Moreno',
    deletedBy: 'staff@northstar.test',
  });

  const restored = await t.app.inject({ method: 'POST', url: `/trash/${contact._id}/restore`, headers: staff });
  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toMatchObject({ resource: 'contact', entry: { _id: contact._id, firstName: 'Undine' }, slugChanged: false });
  expect(await contactIds()).toContain(contact._id);
  expect((await get(`/contact/${contact._id}`)).json()).toEqual(before);
  expect((await get('/contact/summary')).json().total).toBe(total);
  expect((await trashed()).map((item) => item._id)).not.toContain(contact._id);
});

test('deleted forever, or purged after its days, a message is gone; unknown ids answer 404', async () => {
  const forever = await send('Fiona');
  const expired = await send('Edgar');
  await t.app.inject({ method: 'DELETE', url: `/contact/${forever._id}`, headers: staff });
  await t.app.inject({ method: 'DELETE', url: `/contact/${expired._id}`, headers: staff });
  expect((await t.app.inject({ method: 'DELETE', url: `/trash/${forever._id}`, headers: staff })).statusCode).toBe(200);
  await purgeExpiredTrash(direct.db, async () => undefined, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
  const left = (await trashed()).map((item) => item._id);
  expect(left).not.toContain(forever._id);
  expect(left).not.toContain(expired._id);
  expect((await t.app.inject({ method: 'POST', url: `/trash/${forever._id}/restore`, headers: staff })).statusCode).toBe(404);
  expect(await contactIds()).not.toContain(forever._id);
  expect((await t.app.inject({ method: 'DELETE', url: `/contact/${forever._id}`, headers: staff })).statusCode).toBe(404);
});

test("a trashed message is the inbox's: other roles neither see it in the trash nor restore it", async () => {
  const contact = await send('Petra');
  await t.app.inject({ method: 'DELETE', url: `/contact/${contact._id}`, headers: staff });
  const viewer = bearer((await staffAccountOf(t, 'viewer')).token);
  expect((await trashed(viewer)).map((item) => item._id)).not.toContain(contact._id);
  expect((await trashed()).map((item) => item._id)).toContain(contact._id);
  // An author may not restore anything; an editor may, messages included.
  const author = bearer((await staffAccountOf(t, 'author')).token);
  expect((await t.app.inject({ method: 'POST', url: `/trash/${contact._id}/restore`, headers: author })).statusCode).toBe(403);
  const editor = bearer((await staffAccountOf(t, 'editor')).token);
  expect((await t.app.inject({ method: 'POST', url: `/trash/${contact._id}/restore`, headers: editor })).statusCode).toBe(200);
});
