// A visitor's first seconds on a phone with a slow CPU (390 px, 4x CPU slowdown): taps on the
// controls on screen work the moment they show, before the scripts have taken over or after;
// the page is as tall from the start as once drawn, so End reaches the footer; the keyboard
// reaches every carousel's controls in order and never loses its focus to the page's body.
// Plus the laptop's post sidebar and the small things of the same visit.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { visitorMessages } from '@agency/shared/contract/visitor-messages';
import { hydrated, openPage } from '../support/hydration';

const TRIES = 10;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Slows the page's CPU down four times, as a mid-range phone runs compared with this machine. */
const slowCpu = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
};

test.beforeEach(async ({ page }) => {
  await slowCpu(page);
});

/** Opens `path` and hands back as soon as the first bytes of the page are in, scripts or not. */
const arrive = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

test('the menu tapped the moment it shows opens, every time, and a tap outside closes it', async ({ page }) => {
  // Ten visits at 4x CPU slowdown: on a busy machine more than the default minute, with nothing wrong.
  test.slow();
  const menu = page.getByRole('button', { name: 'Menu' });
  const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    await arrive(page, '/');
    await menu.tap({ timeout: 15_000 });
    await expect(blogLink, `try ${attempt}`).toBeVisible();
    // A tap on the page outside the menu (its left margin, under the menu) closes it.
    await page.touchscreen.tap(8, 830);
    await expect(blogLink, `try ${attempt}`).toBeHidden();
  }
  // Once the scripts run, the button says what the menu does.
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.touchscreen.tap(8, 830);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('an FAQ tab tapped the moment it shows opens its topic, every time', async ({ page }) => {
  // Ten visits at 4x CPU slowdown: on a busy machine more than the default minute, with nothing wrong.
  test.slow();
  const tab = page.getByRole('tab', { name: 'SMM Questions' });
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    await arrive(page, '/faqs');
    await tab.tap();
    await expect(tab, `try ${attempt}`).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page).toHaveURL(/\/faqs\?topic=social-media-marketing$/);
});

/** The index of the slide the carousel starts its view with. */
const currentSlide = (carousel: Locator) => carousel.locator('.slick-current').getAttribute('data-index');

test('a carousel arrow tapped the moment it shows moves the slides on, every time', async ({ page }) => {
  // Ten visits at 4x CPU slowdown: on a busy machine more than the default minute, with nothing wrong.
  test.slow();
  // Without autoplay, so only the tap can move the slides.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carousel = page.getByRole('region', { name: 'Recent works' });
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const slug = await (async () => {
    await page.goto('/services');
    return page.locator('a[href^="/services/"]').first().getAttribute('href');
  })();
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    await arrive(page, slug as string);
    // Scrolled once the page is the scripts' (their first render scrolls a new page to the top).
    await hydrated(page.locator('#main-content'));
    await page.getByRole('heading', { name: 'Our Works' }).scrollIntoViewIfNeeded();
    await next.tap({ timeout: 15_000 });
    await expect.poll(() => currentSlide(carousel), { message: `try ${attempt}` }).toBe('1');
  }
});

test('End on the home page reaches the footer on the first press', async ({ page }) => {
  await openPage(page, '/');
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
});

/** Where the focus is: the body, a carousel's stand-in, or a carousel control by its label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { at: 'body' };
    const carousel = element.closest('[aria-roledescription="carousel"]');
    return {
      at: element.classList.contains('carousel-stand-in') ? 'stand-in' : 'element',
      carousel: carousel?.getAttribute('aria-label') ?? null,
      label: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '',
    };
  });

/** Puts the focus on the last control before `section`, as a visitor tabbing down the page has it. */
const focusJustBefore = (page: Page, section: string) =>
  page.evaluate((selector) => {
    const target = document.querySelector(selector) as Element;
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.closest('[inert]') &&
        element.getClientRects().length > 0 &&
        (target.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0,
    );
    controls.at(-1)?.focus();
  }, section);

/**
 * From just before `section`, presses Tab until the focus has gone through the carousel named
 * `name` and left it; returns the controls reached in it, in order. The focus never lands on the body.
 */
const tabThrough = async (page: Page, section: string, name: string) => {
  await focusJustBefore(page, section);
  const reached: string[] = [];
  for (let press = 1; press <= 40; press += 1) {
    await page.keyboard.press('Tab');
    // On a stand-in, the carousel draws and takes the focus on its first control.
    await expect.poll(async () => (await focused(page)).at).not.toBe('stand-in');
    const now = await focused(page);
    expect(now.at, `${name}, Tab ${press}`).not.toBe('body');
    if (now.carousel === name) reached.push(now.label);
    else if (reached.length > 0) break;
  }
  return reached;
};

/** The controls of one carousel, in order: previous first, then (slides between) next, then pause. */
const expectControlsInOrder = (labels: string[], name: string) => {
  const [previous, next] = ['Previous slide', 'Next slide'].map((label) => labels.indexOf(label));
  expect(previous, `${name}: ${labels.join(', ')}`).toBe(0);
  expect(next, `${name}: ${labels.join(', ')}`).toBeGreaterThan(0);
  const pause = labels.findIndex((label) => label.startsWith('Pause'));
  if (pause !== -1) expect(pause, name).toBeGreaterThan(next);
};

test('Tab reaches every carousel of the home page in order, before they have appeared', async ({ page }) => {
  await openPage(page, '/');
  for (const [section, name] of [
    ['.team-section', 'Team members'],
    ['.works-section', 'Recent works'],
    ['.testimonials', 'Client testimonials'],
  ])
    expectControlsInOrder(await tabThrough(page, section, name), name);
});

test('Tab reaches the team carousel on About and the works carousel on a service page', async ({ page }) => {
  await openPage(page, '/about');
  expectControlsInOrder(await tabThrough(page, '.team-section', 'Team members'), 'About');
  await page.goto('/services');
  const slug = await page.locator('a[href^="/services/"]').first().getAttribute('href');
  await openPage(page, slug as string);
  expectControlsInOrder(await tabThrough(page, '.works-section', 'Recent works'), 'service page');
});

test('autoplay stops while the keyboard is in a carousel, and the focus stays on its slide', async ({ page }) => {
  await openPage(page, '/about');
  await page.locator('.team-section').scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Team members' });
  const link = carousel.locator('.slick-active a[href]').first();
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const before = await currentSlide(carousel);
  // Longer than the team carousel's 4 s between slides.
  await page.waitForTimeout(5_000);
  expect(await currentSlide(carousel)).toBe(before);
  await expect(link).toBeFocused();
});

test('the floating buttons keep clear of the carousel pause buttons on a phone', async ({ page }) => {
  await openPage(page, '/about');
  await page.locator('.team-section').scrollIntoViewIfNeeded();
  const pause = page.getByRole('region', { name: 'Team members' }).getByRole('button', { name: /^Pause/ });
  await pause.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  const floating = page.locator('.back-to-top, .chat-button');
  await expect(floating).toHaveCount(2);
  const pauseBox = await pause.boundingBox();
  for (const box of await Promise.all((await floating.all()).map((button) => button.boundingBox())))
    expect((pauseBox?.x ?? 0) + (pauseBox?.width ?? 0)).toBeLessThan(box?.x ?? 0);
});

test('the captcha ticked while it verifies says so, and its focused box stays visible', async ({ page }) => {
  // The challenge is held back, so the widget stays at work.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/captcha/challenge', async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Jane');
  const widget = form.locator('altcha-widget');
  await expect(widget).toContainText('Verifying');
  await widget.locator('.altcha-checkbox').click({ force: true });
  await expect(form.getByRole('status').filter({ hasText: visitorMessages.captchaVerifying })).toBeVisible();
  await widget.getByRole('checkbox').focus();
  const ring = await widget.locator('.altcha-checkbox').evaluate((box) => getComputedStyle(box).outlineStyle);
  expect(ring).toBe('solid');
  release();
});

test('a focused text field has a ring of at least 3:1 against white', async ({ page }) => {
  await openPage(page, '/contact');
  const field = page.getByRole('form', { name: 'Send us a message' }).getByRole('textbox', { name: 'First name', exact: true });
  await field.focus();
  const colour = await field.evaluate((input) => getComputedStyle(input).outlineColor);
  const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  // Drawn over white: a translucent ring is that much lighter.
  const channel = (value: number) => {
    const c = (value * a + 255 * (1 - a)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(3);
});

test('shop card icons sit clear of the product picture', async ({ page }) => {
  await openPage(page, '/shop');
  const card = page.getByRole('article').first();
  const picture = await card.locator('img').first().boundingBox();
  const icons = await card.getByRole('list').first().boundingBox();
  expect((icons?.y ?? 0) + 1).toBeGreaterThanOrEqual((picture?.y ?? 0) + (picture?.height ?? 0));
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 860 }, hasTouch: false, isMobile: false });

  test('the post sidebar keeps GET A FREE CONSULTATION in the window while reading', async ({ page }) => {
    await page.goto('/blog');
    const post = await page
      .getByRole('region', { name: 'Blog posts' })
      .getByRole('heading', { level: 2 })
      .first()
      .getByRole('link')
      .getAttribute('href');
    await openPage(page, post as string);
    const cta = page.getByRole('link', { name: 'GET A FREE CONSULTATION' });
    const article = page.locator('.blog-detail__article');
    const { height } = (await article.boundingBox()) ?? { height: 0 };
    for (const share of [0.3, 0.6]) {
      await article.evaluate(
        (element, at) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + (element as HTMLElement).offsetHeight * at),
        share,
      );
      await expect(cta, `scrolled ${share * 100}% into a ${Math.round(height)} px article`).toBeInViewport({ ratio: 1 });
    }
  });
});
