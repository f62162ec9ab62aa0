// Server-rendered pages arrive as markup before React owns it: a click before then is
// a plain link or a native form submit. Specs that click or submit inside a
// server-rendered page wait for React to own the element first: React marks each DOM
// node it has adopted with a fiber key. Sections below the fold hydrate when they come near
// the viewport (mf-public's PageSection), so the element is scrolled to first, as a
// visitor reaching it would.

import { expect, type Locator, type Page } from '@playwright/test';

export const hydrated = async (element: Locator): Promise<Locator> => {
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'React has taken over the server-rendered element',
    })
    .toBe(true);
  return element;
};

/**
 * Opens a server-rendered page with its scripts held back (they are deferred, so the page stays
 * unscripted), as a visitor on a slow line sees it; the returned function lets them through.
 */
export const openUnscripted = async (page: Page, path: string): Promise<() => void> => {
  let startScripts!: () => void;
  const started = new Promise<void>((resolve) => {
    startScripts = resolve;
  });
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await started;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return startScripts;
};

/** Opens a page and waits until React owns its main content, so taps, clicks and scrolls reach React. */
export const openPage = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await hydrated(page.locator('#main-content, #admin-content').first());
};
