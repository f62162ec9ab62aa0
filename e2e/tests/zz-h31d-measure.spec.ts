import { expect, test } from '@playwright/test';

test('measure', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const pending: Array<Promise<[string, string, number]>> = [];
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  page.on('console', (m) => { if (m.type() === 'error') failed.push(m.text()); });
  page.on('requestfinished', (request) =>
    pending.push((async () => [request.resourceType(), new URL(request.url()).pathname, Math.max(0, (await request.sizes()).responseBodySize)] as [string, string, number])()),
  );
  await page.goto('/');
  await expect.poll(() => page.locator('#main-content').evaluate((n) => Object.keys(n).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(pending);
  const sum = (f: (x: [string, string, number]) => boolean) => (all.filter(f).reduce((s, x) => s + x[2], 0) / 1024).toFixed(1);
  console.log(`JS ${sum((x) => x[0] === 'script')} KB; all ${sum(() => true)} KB; manifest/fetch ${sum((x) => x[0] === 'fetch')} KB; css ${sum((x) => x[0] === 'stylesheet')} KB; doc ${sum((x) => x[0] === 'document')} KB`);
  console.log(all.map((x) => x.join(' ')).join('\n'));
  console.log('FAILED', failed);
});
