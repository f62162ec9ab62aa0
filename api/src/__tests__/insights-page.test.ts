// One public page's last 30 days for its editor (GET /insights/page): its own views, visitors,
// the leads whose visit landed on it, and its p75 LCP and INP; nothing of other pages or older days.

import type { PageInsight } from '@agency/shared/contract/insights';
import { insightMessages } from '@agency/shared/contract/messages';
import { solvedCaptcha } from './helpers/altcha';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const POST = '/blog/seo-for-small-shops';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, rateLimits: { insights: { max: 1000, windowMs: 60_000 } } });
  staff = await t.staffToken();
});
afterAll(() => t.close());

let counter = 0;
const event = (fields: Record<string, unknown>) => ({ id: `page-event-${(counter += 1)}`, remotes: { mf_public: '1.0.0' }, ...fields });
const beacon = (events: unknown[], address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/insights/events',
    remoteAddress: address,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, host: 'agency.test' },
    payload: JSON.stringify({ events }),
  });
const leadLandingOn = async (landingPage: string) => {
  const { payload } = await solvedCaptcha(t.app);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { host: 'agency.test' },
    payload: {
      firstName: 'Alice',
      lastName: 'Walker',
      subject: 'Seo Audit',
      email: 'alice@example.com',
      phone: '01234567890',
      message: 'Please audit our website.',
      captcha: payload,
      attribution: { referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', landingPage, pagesViewed: 2 },
    },
  });
  expect(reply.statusCode).toBe(201);
};
const insightOf = async (path: string): Promise<PageInsight> => {
  const reply = await t.app.inject({ url: `/insights/page?path=${encodeURIComponent(path)}`, headers: bearer(staff) });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};

test("a page's views, visitors, leads and p75 LCP / INP, and none of another page's", async () => {
  const views = [POST, POST, '/blog'].map((path) => event({ type: 'view', path, device: 'desktop' }));
  expect((await beacon(views, '203.0.113.5')).statusCode).toBe(202);
  expect((await beacon([event({ type: 'view', path: POST, device: 'phone' })], '198.51.100.9')).statusCode).toBe(202);
  const lcp = [1200, 1300, 1400, 5200].map((value) => event({ type: 'vital', path: POST, name: 'LCP', value }));
  const inp = [80, 90, 700].map((value) => event({ type: 'vital', path: POST, name: 'INP', value }));
  const elsewhere = event({ type: 'vital', path: '/blog', name: 'LCP', value: 9000 });
  expect((await beacon([...lcp, ...inp, elsewhere], '203.0.113.5')).statusCode).toBe(202);
  await leadLandingOn(POST);
  await leadLandingOn('/blog');

  const page = await insightOf(POST);
  expect(page).toMatchObject({ path: POST, views: 3, visitors: 2, leads: 1 });
  expect(Date.parse(page.to) - Date.parse(page.from)).toBe(29 * DAY_MS);
  const [lcpRow, inpRow] = page.vitals;
  expect(lcpRow).toMatchObject({ metric: 'LCP', samples: 4, rating: 'good' });
  expect(lcpRow.p75).toBeGreaterThanOrEqual(1400);
  expect(lcpRow.p75).toBeLessThan(2500);
  expect(inpRow).toMatchObject({ metric: 'INP', samples: 3 });

  // A page nobody visited: zeros and no vitals, not an error.
  expect(await insightOf('/services/never-visited')).toMatchObject({ views: 0, visitors: 0, leads: 0, vitals: [] });
});

test('a path that is no page is a 400 naming the rule; the figures are staff-only', async () => {
  for (const query of ['', 'path=blog', `path=/${'x'.repeat(400)}`]) {
    const reply = await t.app.inject({ url: `/insights/page?${query}`, headers: bearer(staff) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(insightMessages.badPagePath(300));
  }
  expect((await t.app.inject(`/insights/page?path=${POST}`)).statusCode).toBe(401);
});
