// A phone opening /blog fetches the images of the cards near the view only: the first card's image
// is the page's largest paint, and the cards further down used to fetch theirs at the same moment,
// sharing the slow link with it. The rest arrive as the visitor scrolls, and the page is as long as
// drawn from the start, so End reaches the footer.

import { expect, test } from '@playwright/test';

// Lighthouse's mobile preset: the phone the page's largest paint is measured on.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

test('a phone on /blog fetches the images of the cards near the view first, the others as it scrolls to them', async ({ page }) => {
  // A slow link, as Lighthouse's phone has: Chromium then fetches lazy images up to 2500 px below the view
  // (1250 px on a fast one), so without the cards' skipped rendering all six cards' images start at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 100 * 1024,
  });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/api/blogimg/')) fetched.add(request.url());
  });
  await page.goto('/blog');
  // The posts' list, not the pagination's below it.
  const cards = page.getByRole('region', { name: 'Blog posts' }).getByRole('list').first().getByRole('listitem');
  await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(fetched.size).toBeLessThan(count);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();

  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img')).toHaveJSProperty('complete', true);
    expect(await card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  expect(fetched.size).toBe(count);
});
