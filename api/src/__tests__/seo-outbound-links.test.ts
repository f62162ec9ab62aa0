// The SEO audit's outbound links, checked in the background against a local server (the only
// outbound traffic of the tests): broken ones (404, no answer in time) are reported on the page
// that holds them once checked; a refused HEAD is asked again with GET; 403 says nothing and is
// no problem; each link is asked once a day however often the audit loads; at most two requests
// at a time go to one host; the checker's user agent says who asks; private addresses are never
// fetched unless allowed; with the check off nothing is sent.

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seoAuditMessages as m } from '@agency/shared/contract/messages';
import type { SeoAuditReply } from '@agency/shared/contract';
import { DEFAULT_OUTBOUND_LINK_CHECK, OutboundLinkChecker, type OutboundLinkCheckOptions } from '../seo-audit/outbound-link-checker';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { eventually } from './helpers/smtp-sink';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

interface Seen {
  method: string;
  path: string;
  userAgent: string;
}

let base: string;
const seen: Seen[] = [];
let inFlight = 0;
let mostInFlight = 0;
const server = createServer((request: IncomingMessage, response) => {
  const path = request.url ?? '/';
  seen.push({ method: request.method ?? '', path, userAgent: String(request.headers['user-agent']) });
  const answer = (status: number, delayMs = 0) => setTimeout(() => response.writeHead(status).end(), delayMs);
  // Never answered: the checker gives up at its timeout.
  if (path === '/slow') return;
  if (path === '/gone') return answer(404);
  if (path === '/forbidden') return answer(403);
  if (path === '/head-refused') return answer(request.method === 'HEAD' ? 405 : 200);
  if (path.startsWith('/busy-')) {
    // Counted while the answer is held back: how many this host serves at once.
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return void setTimeout(() => {
      inFlight -= 1;
      response.writeHead(200).end();
    }, 80);
  }
  return answer(200);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const checking = (more: Partial<OutboundLinkCheckOptions> = {}): OutboundLinkCheckOptions => ({
  ...DEFAULT_OUTBOUND_LINK_CHECK,
  enabled: true,
  allowPrivate: true,
  // Long enough that a loaded machine never times out a link that answers (only /slow must).
  timeoutMs: 3_000,
  ...more,
});

const postWithLinks = async (t: TestApp, heading: string, paths: string[]) => {
  const links = paths.map((path) => `<a href="${base}${path}">${path}</a>`).join(' ');
  const reply = await write(t.app, 'POST', '/blog', await t.staffToken(), {
    fields: { ...CREATE_FIELDS.blog, heading, description: `<p>${links}</p>`, imageAlt: 'A map' },
    files: [imagePart(await pngImage(20, 20))],
  });
  expect(reply.statusCode).toBe(201);
  return `/blog/${(reply.json() as { slug: string }).slug}`;
};

const outboundProblems = async (t: TestApp, url: string) => {
  const reply = await t.app.inject({ url: '/seo/audit', headers: bearer(await t.staffToken()) });
  expect(reply.statusCode).toBe(200);
  const page = (reply.json() as SeoAuditReply).pages.find((candidate) => candidate.url === url)!;
  return page.problems.filter((problem) => problem.code === 'brokenOutboundLink').map((problem) => problem.message);
};

describe('with the check on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, linkCheck: checking() });
  });
  afterAll(() => t.close());

  test('broken links are reported on their page once checked; HEAD then GET; a day of caching; a polite user agent', async () => {
    const page = await postWithLinks(t, 'Outbound links', ['/ok', '/gone', '/slow', '/forbidden', '/head-refused', '/gone#part']);
    const checks = jest.spyOn(OutboundLinkChecker.prototype, 'check');
    // Unknown on the first load: the check runs after the reply.
    expect(await outboundProblems(t, page)).toEqual([]);
    const expected = [m.brokenOutboundLink(`${base}/gone`, '404'), m.brokenOutboundLink(`${base}/slow`, 'timeout')];
    // Every link answered (/slow at its timeout), awaited on the app's checker: once two problems showed, the other
    // link's HEAD then GET could still be under way on a busy machine.
    await checks.mock.contexts.at(-1)!.idle();
    checks.mockRestore();
    expect(await outboundProblems(t, page)).toEqual(expected);
    expect(seen.filter((one) => one.path === '/head-refused').map((one) => one.method)).toEqual(['HEAD', 'GET']);
    expect(seen.filter((one) => one.path === '/gone').map((one) => one.method)).toEqual(['HEAD']);
    expect(new Set(seen.map((one) => one.userAgent))).toEqual(new Set([DEFAULT_OUTBOUND_LINK_CHECK.userAgent]));
    const asked = seen.length;
    for (let i = 0; i < 3; i += 1) expect(await outboundProblems(t, page)).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.length).toBe(asked);
  });

  test('at most two requests at a time go to one host', async () => {
    mostInFlight = 0;
    const before = seen.length;
    await postWithLinks(
      t,
      'Many links to one host',
      Array.from({ length: 8 }, (_, index) => `/busy-${index}`),
    );
    await t.app.inject({ url: '/seo/audit', headers: bearer(await t.staffToken()) });
    await eventually(() => seen.length - before >= 8, 30_000, 'the eight checks');
    expect(mostInFlight).toBe(2);
  });
});

test('private addresses are never fetched unless allowed, and with the check off nothing is sent', async () => {
  for (const linkCheck of [checking({ allowPrivate: false }), checking({ enabled: false })]) {
    const t = await createTestApp({ seed: false, linkCheck });
    try {
      const before = seen.length;
      const page = await postWithLinks(t, 'Inside links', ['/gone']);
      await outboundProblems(t, page);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await outboundProblems(t, page)).toEqual([]);
      expect(seen.length).toBe(before);
    } finally {
      await t.close();
    }
  }
});
