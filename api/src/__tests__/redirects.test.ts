// The staff API of redirect rules (product §"Redirects"): each match kind and status, query
// handling, chain collapse, loop and self refusal, unsafe patterns, live pages asking for
// confirmation, the old slugs in the same list, hits, and the CSV round trip.

import { redirectMessages as m } from '@agency/shared/contract/messages';
import { LiveRedirectRules } from '../redirects/live-redirect-rules';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
const live = new LiveRedirectRules();

beforeAll(async () => {
  t = await createTestApp({ seed: false, redirectRules: live });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(staff), ...(payload === undefined ? {} : { payload: payload as object }) });
const add = (rule: Record<string, unknown>) => api('POST', '/redirects', rule);
const clear = async () => {
  for (const rule of (await api('GET', '/redirects?limit=100')).json().data as Array<{ id: string; source: string }>)
    if (rule.source === 'rule') await api('DELETE', `/redirects/${rule.id}`);
};

describe('rules of each kind', () => {
  afterEach(clear);

  test('exact, prefix and regex rules with each status are stored and applied at once', async () => {
    const created = await add({ from: '/old-team', to: '/about', status: 301 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      from: '/old-team',
      to: '/about',
      status: 301,
      match: 'exact',
      query: 'ignore',
      enabled: true,
      hitCount: 0,
      source: 'rule',
    });
    expect((await add({ from: '/legacy', to: '/faqs', status: 302, match: 'prefix' })).statusCode).toBe(201);
    expect((await add({ from: '^/p/(\\d+)$', to: '/blog/post-$1', status: 307, match: 'regex' })).statusCode).toBe(201);
    expect((await add({ from: '/shop-old', to: 'https://shop.example.com/', status: 308 })).statusCode).toBe(201);
    expect((await add({ from: '/retired', to: '', status: 410 })).statusCode).toBe(201);
    expect(live.resolve('/old-team')).toMatchObject({ status: 301, location: '/about' });
    expect(live.resolve('/legacy/a/b')).toMatchObject({ status: 302, location: '/faqs/a/b' });
    expect(live.resolve('/p/42')).toMatchObject({ status: 307, location: '/blog/post-42' });
    expect(live.resolve('/shop-old')).toMatchObject({ status: 308, location: 'https://shop.example.com/' });
    expect(live.resolve('/retired')).toMatchObject({ status: 410 });
    expect(live.resolve('/retired')?.location).toBeUndefined();
  });

  test('query strings are ignored, kept or matched exactly', async () => {
    await add({ from: '/q1', to: '/about', query: 'ignore' });
    await add({ from: '/q2', to: '/about', query: 'keep' });
    await add({ from: '/q3?ref=ad', to: '/contact', query: 'exact' });
    expect(live.resolve('/q1?utm=1')?.location).toBe('/about');
    expect(live.resolve('/q2?utm=1')?.location).toBe('/about?utm=1');
    expect(live.resolve('/q3?ref=ad')?.location).toBe('/contact');
    expect(live.resolve('/q3?ref=other')).toBeUndefined();
  });

  test('a chain is served in one hop; a change of its last rule changes the first hop', async () => {
    await add({ from: '/a', to: '/b' });
    const b = (await add({ from: '/b', to: '/c' })).json();
    expect(live.resolve('/a')?.location).toBe('/c');
    expect((await api('PUT', `/redirects/${b.id}`, { from: '/b', to: '/faqs' })).statusCode).toBe(200);
    expect(live.resolve('/a')?.location).toBe('/faqs');
  });

  test('a self-redirect and a loop are refused with 400 naming the rule; nothing is stored', async () => {
    const self = await add({ from: '/same', to: '/same/' });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.to).toBe(m.selfRedirect('/same'));
    expect((await add({ from: '/docs', to: '/docs/new', match: 'prefix' })).json().errors.to).toBe(m.selfRedirect('/docs'));
    await add({ from: '/x', to: '/y' });
    await add({ from: '/y', to: '/z' });
    const loop = await add({ from: '/z', to: '/x' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().errors.to).toBe(m.loop('/y', '/z'));
    expect(live.resolve('/z')).toBeUndefined();
    expect((await api('GET', '/redirects?q=/z')).json().data.map((rule: { from: string }) => rule.from)).toEqual(['/y']);
  });

  test('bad fields, unsafe patterns and a second rule for one source get field messages', async () => {
    const bad = await add({ from: 'no-slash', to: 'javascript:alert(1)', status: 303, match: 'fuzzy', query: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      from: m.fromNotPath,
      to: m.toInvalid,
      status: m.statusInvalid,
      match: m.matchInvalid,
      query: m.queryInvalid,
    });
    expect((await add({ from: '^(a+)+$', to: '/x', match: 'regex' })).json().errors.from).toBe(m.patternUnsafe);
    expect((await add({ from: '(', to: '/x', match: 'regex' })).json().errors.from).toBe(m.patternInvalid);
    expect((await add({ from: '/gone', to: '/x', status: 410 })).json().errors.to).toBe(m.goneHasNoTarget);
    expect((await add({ from: '/one', to: '/about' })).statusCode).toBe(201);
    expect((await add({ from: '/one/', to: '/faqs' })).json().errors.from).toBe(m.duplicate('/one/'));
    for (const body of ['[]', '"x"', '{"from": {"a": 1}}', '{"from": "/nul\\u0000"}'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/redirects',
            headers: { ...bearer(staff), 'content-type': 'application/json' },
            payload: body,
          })
        ).statusCode,
      ).toBe(400);
  });

  test('a rule whose source is a live page asks for confirmation (409), then is stored', async () => {
    const asked = await add({ from: '/services', to: '/about' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ message: m.livePage('/services'), needsConfirmation: true });
    expect(live.resolve('/services')).toBeUndefined();
    expect((await add({ from: '/services', to: '/about', confirm: true })).statusCode).toBe(201);
    expect(live.resolve('/services')?.location).toBe('/about');
  });

  test('PUT and DELETE of an unknown rule answer 404; a disabled rule does nothing', async () => {
    expect((await api('PUT', '/redirects/0123456789abcdef01234567', { from: '/a', to: '/b' })).statusCode).toBe(404);
    expect((await api('DELETE', '/redirects/not-an-id')).statusCode).toBe(404);
    const rule = (await add({ from: '/off', to: '/about' })).json();
    await api('PUT', `/redirects/${rule.id}`, { from: '/off', to: '/about', enabled: false });
    expect(live.resolve('/off')).toBeUndefined();
  });
});

test('the list is paged and searchable, counts hits, and shows the old slugs of renamed posts', async () => {
  const post = (
    await write(t.app, 'POST', '/blog', staff, {
      fields: { ...CREATE_FIELDS.blog, heading: 'First Title' },
      files: [imagePart(await pngImage(20, 20))],
    })
  ).json();
  await write(t.app, 'PUT', `/blog/${post._id}`, staff, { fields: { heading: 'Second Title' } });
  for (let i = 0; i < 3; i += 1) await add({ from: `/list-${i}`, to: '/about', note: i === 1 ? 'from the old site' : '' });
  live.resolve('/list-1');
  live.resolve('/list-1?x=1');
  const page = (await api('GET', '/redirects?limit=2&page=1')).json();
  expect(page).toMatchObject({ total: 4, page: 1, limit: 2 });
  expect(page.data.map((rule: { from: string }) => rule.from)).toEqual(['/list-2', '/list-1']);
  expect(page.data[1]).toMatchObject({ hitCount: 2, lastHit: expect.any(String) });
  expect((await api('GET', '/redirects?q=old%20site')).json().data.map((rule: { from: string }) => rule.from)).toEqual(['/list-1']);
  const slug = (await api('GET', '/redirects?q=first-title')).json().data;
  expect(slug).toEqual([expect.objectContaining({ from: '/blog/first-title', to: '/blog/second-title', status: 301, source: 'slug' })]);
  expect((await api('GET', '/redirects?limit=1000')).statusCode).toBe(400);
  await clear();
});

test('export then import gives back the same rules; a bad line refuses the whole file naming the line', async () => {
  await add({ from: '/e1', to: '/about', note: 'a "quoted", note' });
  await add({ from: '/e2', to: '/faqs', match: 'prefix', status: 302, query: 'keep' });
  await add({ from: '^/e3/(.*)$', to: '/blog/$1', match: 'regex' });
  await add({ from: '/e4', to: '', status: 410, enabled: false });
  const exported = await api('GET', '/redirects/export');
  expect(exported.headers['content-type']).toMatch(/text\/csv/);
  const csv = exported.body;
  expect(csv.split('\r\n')[0]).toBe('source,target,code,match,query,enabled,note,hits');
  const shape = async () =>
    ((await api('GET', '/redirects?limit=100')).json().data as Array<Record<string, unknown>>)
      .filter((rule) => rule.source === 'rule')
      .map(({ from, to, status, match, query, enabled, note }) => ({ from, to, status, match, query, enabled, note }))
      .sort((a, b) => String(a.from).localeCompare(String(b.from)));
  const before = await shape();
  await clear();
  const csvPost = (body: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/redirects/import${query}`,
      headers: { ...bearer(staff), 'content-type': 'text/csv' },
      payload: body,
    });
  const imported = await csvPost(
    csv
      .split('\r\n')
      .filter((line) => !line.includes('/blog/second-title'))
      .join('\r\n'),
  );
  expect(imported.statusCode).toBe(200);
  expect(imported.json()).toEqual({ imported: 4, replaced: 0 });
  expect(await shape()).toEqual(before);
  expect(live.resolve('/e3/x')?.location).toBe('/blog/x');
  // Imported again: each line replaces its rule.
  expect(
    (
      await csvPost(
        csv
          .split('\r\n')
          .filter((line) => !line.includes('/blog/second-title'))
          .join('\r\n'),
      )
    ).json(),
  ).toEqual({ imported: 4, replaced: 4 });

  const bad = await csvPost('source,target,code\n/f1,/about,301\n/f2,/f2,301\n/f3,/x,999\n');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().lines).toEqual([
    { line: 3, message: m.importLine(3, m.selfRedirect('/f2')) },
    { line: 4, message: m.importLine(4, m.statusInvalid) },
  ]);
  expect(live.resolve('/f1')).toBeUndefined();
  // The Redirection plugin's own columns.
  const plugin = await csvPost('source,target,regex,code\n"^/wp/(.*)$",/blog/$1,1,301\n/services,/about,0,301\n');
  expect(plugin.statusCode).toBe(400);
  expect(plugin.json().lines[0].message).toBe(m.importLine(3, m.livePage('/services')));
  expect((await csvPost('source,target,regex,code\n"^/wp/(.*)$",/blog/$1,1,301\n/services,/about,0,301\n', '?confirm=1')).json()).toEqual({
    imported: 2,
    replaced: 0,
  });
  expect(live.resolve('/wp/hello')?.location).toBe('/blog/hello');
  expect((await csvPost('')).statusCode).toBe(400);
  await clear();
});
