// FAQs (product §2): three tabs, SEO Questions first; each shows only its category's
// questions, the first answer open; a question opens and closes its answer.

import { expect, test } from '@playwright/test';
import { FAQ_TABS } from '@agency/shared/contract';
import { openPage } from '../support/hydration';

interface Faq {
  heading: string;
  category: string;
}

test('each FAQ tab shows the questions of its category', async ({ page, request }) => {
  const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
  await openPage(page, '/faqs');
  const tabs = page.getByRole('tablist', { name: 'Question topics' });
  await expect(tabs.getByRole('tab')).toHaveText(FAQ_TABS.map((tab) => tab.label));
  await expect(tabs.getByRole('tab', { name: FAQ_TABS[0].label })).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel');
  for (const tab of [FAQ_TABS[1], FAQ_TABS[2], FAQ_TABS[0]]) {
    await tabs.getByRole('tab', { name: tab.label }).click();
    await expect(tabs.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
    const expected = faqs.filter((faq) => faq.category === tab.category).map((faq) => faq.heading);
    expect(expected.length).toBeGreaterThan(0);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(expected);
    // The first answer starts open.
    await expect(panel.getByRole('button', { name: expected[0] })).toHaveAttribute('aria-expanded', 'true');
  }

  const second = panel.getByRole('button', { name: faqs.filter((faq) => faq.category === FAQ_TABS[0].category)[1].heading });
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  // Arrow keys move between tabs.
  await tabs.getByRole('tab', { name: FAQ_TABS[0].label }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: FAQ_TABS[1].label })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: FAQ_TABS[1].label })).toBeFocused();
});
