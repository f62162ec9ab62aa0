// Client-side navigation, as a click on an in-app link does: the page, its store and
// its loaded remotes stay; only the route changes.

import { expect, type Page } from '@playwright/test';

export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
};
