// IndexNow end to end: staff publish a post in the admin, and its address reaches the IndexNow
// endpoint (a fake one this spec runs), naming the key file the site serves: with INDEXNOW=on, the
// key the site generated on its first start. The site here is a process of its own (as `npm start`
// starts it), because IndexNow needs SITE_URL: on the suite's shared server SITE_URL would make its
// origin the passkeys' relying party, and the passkey spec signs in at localhost, which an
// IP-address SITE_URL cannot serve.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminArea, editPath } from '@agency/shared/contract';
import { hydrated } from '../support/hydration';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSite, STAFF } = require('../bench/lib/site-server') as {
  startSite: (options: { env: (base: string) => Record<string, string> }) => Promise<{ base: string; stop: () => Promise<void> }>;
  STAFF: { email: string; password: string };
};

interface Submission {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** An IndexNow endpoint on a loopback port that accepts (202) and keeps every submission. */
const startFakeEndpoint = async () => {
  const received: Submission[] = [];
  const server = http.createServer((request, reply) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST') received.push(JSON.parse(body) as Submission);
      reply.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

let endpoint: Awaited<ReturnType<typeof startFakeEndpoint>>;
let site: { base: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  endpoint = await startFakeEndpoint();
  site = await startSite({ env: (base) => ({ SITE_URL: base, INDEXNOW: 'on', INDEXNOW_ENDPOINT: endpoint.url }) });
});

test.afterAll(async () => {
  await site?.stop();
  await endpoint?.stop();
});

test('a post staff publish in the admin reaches the IndexNow endpoint, naming the key file the site serves', async ({ page, request }) => {
  const login = await request.post(`${site.base}/api/login`, { data: STAFF });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const [post] = (await (await request.get(`${site.base}/api/blog`)).json()) as Array<{ _id: string; slug: string }>;
  const url = `${site.base}/blog/${post.slug}`;
  const submitted = () => endpoint.received.flatMap((submission) => submission.urlList).filter((each) => each === url).length;
  // Taken off the site first (that is submitted too: search engines should fetch it again).
  expect((await request.put(`${site.base}/api/blog/${post._id}`, { headers: auth, multipart: { state: 'draft' } })).ok()).toBe(true);
  await expect.poll(submitted).toBe(1);

  await page.goto(`${site.base}/login`);
  const form = await hydrated(page.getByRole('form', { name: 'Login' }));
  await form.getByLabel('Email').fill(STAFF.email);
  await form.getByLabel('Password').fill(STAFF.password);
  await form.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${site.base}${editPath(adminArea('blog'), post._id)}`);
  // What the endpoint had before Publish: the address is in a submission after it (the editor may save the
  // post's two halves in two writes, each queueing the page, sent in one batch or two).
  const before = endpoint.received.length;
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  const sinceNaming = () => endpoint.received.slice(before).filter((submission) => submission.urlList.includes(url));
  await expect.poll(() => sinceNaming().length).toBeGreaterThanOrEqual(1);
  const last = sinceNaming().at(-1)!;
  expect(last.key).toMatch(/^[0-9a-f]{32}$/);
  expect(last).toMatchObject({ host: new URL(site.base).host, keyLocation: `${site.base}/${last.key}.txt` });
  // The key file at that location holds the key: the search engine's proof that the site sent it.
  const keyFile = await request.get(last.keyLocation);
  expect(keyFile.status()).toBe(200);
  expect(await keyFile.text()).toBe(last.key);
});
