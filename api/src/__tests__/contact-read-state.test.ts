// Read / unread per contact message (issue 21): a message is read once marked so
// (the detail view does on opening; it says who read it first, with the staff
// e-mail about it), staff can mark it unread again, the summary's `unread` is the
// bell's count, and read-all empties it.

import { solvedCaptcha } from './helpers/altcha';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

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
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(staff) });
/** A visitor sends a message through the public form; its stored row. */
const insertContact = async (message: typeof MESSAGE) => {
  const { payload } = await solvedCaptcha(t.app);
  expect((await t.app.inject({ method: 'POST', url: '/contact', payload: { ...message, captcha: payload } })).statusCode).toBe(201);
  return (await call('GET', '/contact')).json().data[0] as { _id: string };
};
const unread = async () => (await call('GET', '/contact/summary')).json().unread as number;

test('a new message is unread; marked read, it names the reader; the detail shows its e-mail', async () => {
  const before = await unread();
  const stored = await insertContact(MESSAGE);
  expect(await unread()).toBe(before + 1);
  const listed = (await call('GET', '/contact')).json().data.find((row: { _id: string }) => row._id === stored._id);
  expect(listed.readAt).toBeNull();

  const detail = await call('GET', `/contact/${stored._id}`);
  expect(detail.statusCode).toBe(200);
  expect(detail.json()).toMatchObject({
    ...MESSAGE,
    _id: stored._id,
    readAt: null,
    readByName: null,
    notification: { contactId: stored._id, status: 'pending', attempts: 0 },
  });
  expect(await unread()).toBe(before + 1);

  const read = (await call('PUT', `/contact/${stored._id}/read`, { read: true })).json();
  expect(read).toMatchObject({ _id: stored._id, readByName: 'Admin' });
  expect(Date.parse(read.readAt)).not.toBeNaN();
  expect(await unread()).toBe(before);
  // Marking it read again keeps the first reading.
  expect((await call('PUT', `/contact/${stored._id}/read`, { read: true })).json().readAt).toBe(read.readAt);
});

test('marked unread again, it counts again; read-all reads everything', async () => {
  const first = await insertContact(MESSAGE);
  const second = await insertContact({ ...MESSAGE, firstName: 'Sam' });
  await call('PUT', `/contact/${first._id}/read`, { read: true });
  const before = await unread();
  const marked = await call('PUT', `/contact/${first._id}/read`, { read: false });
  expect(marked.json()).toMatchObject({ _id: first._id, readAt: null, readByName: null });
  expect(await unread()).toBe(before + 1);
  expect((await call('PUT', `/contact/${first._id}/read`, { read: true })).json().readByName).toBe('Admin');

  const all = await call('POST', '/contact/read-all');
  expect(all.json().unread).toBe(0);
  const list = (await call('GET', '/contact')).json().data as Array<{ _id: string; readAt: string | null }>;
  expect(list.find((row) => row._id === second._id)?.readAt).toEqual(expect.any(String));
});

test("the summary names the newest unread message (the dashboard's), and none once all are read", async () => {
  await call('POST', '/contact/read-all');
  expect((await call('GET', '/contact/summary')).json().newestUnread).toBeNull();
  const older = await insertContact({ ...MESSAGE, firstName: 'Olga' });
  const newer = await insertContact({ ...MESSAGE, firstName: 'Nina', lastName: 'Simone' });
  expect((await call('GET', '/contact/summary')).json().newestUnread).toMatchObject({
    _id: newer._id,
    firstName: 'Nina',
    lastName: 'Simone',
  });
  await call('PUT', `/contact/${newer._id}/read`, { read: true });
  expect((await call('GET', '/contact/summary')).json().newestUnread).toMatchObject({ _id: older._id, firstName: 'Olga' });
  await call('POST', '/contact/read-all');
  expect((await call('GET', '/contact/summary')).json().newestUnread).toBeNull();
});

test('bad input: 404 for unknown or malformed ids, 400 for a read flag that is not a boolean', async () => {
  const stored = await insertContact(MESSAGE);
  expect((await call('GET', '/contact/000000000000000000000000')).statusCode).toBe(404);
  expect((await call('GET', '/contact/not-an-id')).statusCode).toBe(404);
  expect((await call('PUT', '/contact/000000000000000000000000/read', { read: true })).statusCode).toBe(404);
  const bad = await call('PUT', `/contact/${stored._id}/read`, { read: 'yes' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors.read).toBeDefined();
  expect((await call('PUT', `/contact/${stored._id}/read`)).statusCode).toBe(400);
});
