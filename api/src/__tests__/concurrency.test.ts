// Two staff members editing the same entry: GET one and PUT replies carry the
// entry's version as ETag; a PUT whose If-Match names an older version is refused
// with 409 and nothing of it is kept, even when both saves race.

import { entityVersionTag } from '@agency/shared/contract/entity-version';
import { apiMessages } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { multipart } from './helpers/multipart';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { storedFiles } from './helpers/stored-media';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const createBlog = async () => {
  const response = await write(t.app, 'POST', '/blog', staff, { fields: CREATE_FIELDS.blog, files: [imagePart(await pngImage(60, 40))] });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; updatedAt: string; image: string };
};

const putBlog = (id: string, heading: string, ifMatch?: string, files = [] as ReturnType<typeof imagePart>[]) => {
  const body = multipart({ heading, description: '<p>x</p>' }, files);
  const headers: Record<string, string> = { ...bearer(staff), ...body.headers };
  if (ifMatch !== undefined) headers['if-match'] = ifMatch;
  return t.app.inject({ method: 'PUT', url: `/blog/${id}`, headers, payload: body.payload });
};

const blogFiles = () => storedFiles(t.env, 'blogimg');

test('GET one and PUT answer with the entry’s version as ETag', async () => {
  const blog = await createBlog();
  const got = await t.app.inject(`/blog/${blog._id}`);
  expect(got.headers.etag).toBe(entityVersionTag(blog.updatedAt));
  const saved = await putBlog(blog._id, 'Renamed once', got.headers.etag as string);
  expect(saved.statusCode).toBe(200);
  expect(saved.headers.etag).toBe(entityVersionTag(saved.json().updatedAt));
  expect(saved.headers.etag).not.toBe(got.headers.etag);
  // The slug lookup of the public pages answers with the same tag.
  expect((await t.app.inject(`/blog/${saved.json().slug}`)).headers.etag).toBe(saved.headers.etag);
});

test('the second save of a stale copy is refused with 409 and changes nothing', async () => {
  const blog = await createBlog();
  const version = (await t.app.inject(`/blog/${blog._id}`)).headers.etag as string;
  expect((await putBlog(blog._id, 'First editor', version)).statusCode).toBe(200);
  const before = await blogFiles();
  const stale = await putBlog(blog._id, 'Second editor', version, [imagePart(await pngImage(50, 50))]);
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toEqual({ message: apiMessages.conflict });
  const now = (await t.app.inject(`/blog/${blog._id}`)).json();
  expect(now.heading).toBe('First editor');
  expect(now.image).toBe(blog.image);
  expect(await blogFiles()).toEqual(before);
});

test('two saves racing from the same version: exactly one wins', async () => {
  const blog = await createBlog();
  const version = entityVersionTag(blog.updatedAt);
  const replies = await Promise.all([putBlog(blog._id, 'Racer A', version), putBlog(blog._id, 'Racer B', version)]);
  const statuses = replies.map((reply) => reply.statusCode).sort();
  expect(statuses).toEqual([200, 409]);
  const winner = replies.find((reply) => reply.statusCode === 200)!.json().heading;
  expect((await t.app.inject(`/blog/${blog._id}`)).json().heading).toBe(winner);
});

test('If-Match forms: *, a list naming the current tag, weak tags and garbage', async () => {
  const blog = await createBlog();
  const current = entityVersionTag(blog.updatedAt);
  expect((await putBlog(blog._id, 'Weak', `W/${current}`)).statusCode).toBe(409);
  expect((await putBlog(blog._id, 'Garbage', 'not-a-tag')).statusCode).toBe(409);
  const listed = await putBlog(blog._id, 'Listed', `"2000-01-01T00:00:00.000Z", ${current}`);
  expect(listed.statusCode).toBe(200);
  expect((await putBlog(blog._id, 'Any', '*')).statusCode).toBe(200);
  // Without If-Match (older clients, scripts) the save goes through as before.
  expect((await putBlog(blog._id, 'Unconditional')).statusCode).toBe(200);
});

test('JSON resources (plans) follow the same rule', async () => {
  const plan = (await write(t.app, 'POST', '/plan', staff, { fields: CREATE_FIELDS.plan, json: true })).json();
  const version = entityVersionTag(plan.updatedAt);
  const put = (planName: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/plan/${plan._id}`,
      headers: { ...bearer(staff), 'if-match': version },
      payload: { ...CREATE_FIELDS.plan, planName },
    });
  expect((await put('Plan A')).statusCode).toBe(200);
  const stale = await put('Plan B');
  expect(stale.statusCode).toBe(409);
  expect((await t.app.inject(`/plan/${plan._id}`)).json().planName).toBe('Plan A');
});

test('every save gives a new version, even within one millisecond', async () => {
  const blog = await createBlog();
  const tags = new Set<string>();
  for (let i = 0; i < 5; i += 1) tags.add((await putBlog(blog._id, `Quick ${i}`)).headers.etag as string);
  expect(tags.size).toBe(5);
});
