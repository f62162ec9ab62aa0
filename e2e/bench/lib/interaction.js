// Interaction to Next Paint, measured in the browser: Chromium with its CPU slowed 4x (CDP's
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does), a phone's viewport, and
// the Event Timing API recording every event of each interaction. The figure of an interaction
// is its longest event (input delay, handlers and the next paint): what INP reports for a page
// with this one interaction. Each is measured on a fresh page, once React has hydrated it.

const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');

const PHONE = { width: 412, height: 915 };

/**
 * The interactions: where, and what the visitor does.
 * @type {Array<{ label: string, path: string, act: (page: import('@playwright/test').Page) => Promise<void> }>}
 */
const INTERACTIONS = [
  {
    label: 'opening the phone menu (/)',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
    },
  },
  {
    label: 'moving a carousel (/, the team)',
    path: '/',
    act: async (page) => {
      // The carousel renders once its section comes near: scroll to it, then wait for its button.
      await page.getByRole('heading', { name: 'Meet Our Dedicated Team' }).scrollIntoViewIfNeeded({ timeout: 60_000 });
      const next = page.getByRole('button', { name: /next/i }).first();
      await next.waitFor({ state: 'visible', timeout: 60_000 });
      await next.scrollIntoViewIfNeeded();
      await startRecording(page);
      await next.click();
    },
  },
  {
    label: 'typing in the contact form (/contact)',
    path: '/contact',
    act: async (page) => {
      const field = page.getByRole('textbox').first();
      await field.click();
      await field.pressSequentially('Pat Client', { delay: 50 });
    },
  },
];

/** Records the events of interactions from now on (entries before it are set aside). */
/** @param {import('@playwright/test').Page} page */
const startRecording = (page) => page.evaluate(() => Object.assign(globalThis, { __inpFrom: performance.now() }));

/** @param {import('@playwright/test').Page} page @returns {Promise<{ worstMs: number, interactions: number }>} */
const readRecording = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        // Two frames: the last interaction's paint is in, and its entry delivered.
        globalThis.requestAnimationFrame(() =>
          globalThis.requestAnimationFrame(() => {
            const from = /** @type {{ __inpFrom?: number }} */ (globalThis).__inpFrom ?? 0;
            const entries = /** @type {Array<PerformanceEntry & { interactionId?: number }>} */ (
              /** @type {{ __inpEntries?: PerformanceEntry[] }} */ (globalThis).__inpEntries ?? []
            ).filter((entry) => (entry.interactionId ?? 0) > 0 && entry.startTime >= from);
            resolve({
              worstMs: Math.max(0, ...entries.map((entry) => entry.duration)),
              interactions: new Set(entries.map((entry) => entry.interactionId)).size,
            });
          }),
        );
      }),
  );

/** @typedef {{ label: string, worstMs: number, interactions: number }} InteractionFigure */

/** @param {string} base @returns {Promise<InteractionFigure[]>} */
const measureInteractions = async (base) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    /** @type {InteractionFigure[]} */
    const figures = [];
    for (const interaction of INTERACTIONS) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        /** @type {PerformanceEntry[]} */
        const entries = [];
        Object.assign(globalThis, { __inpEntries: entries });
        new PerformanceObserver((list) => entries.push(...list.getEntries())).observe(
          /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
        );
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}${interaction.path}`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => Object.keys(globalThis.document.querySelector('#main-content') ?? {}).some((key) => key.startsWith('__reactFiber$')),
        null,
        { timeout: 60_000 },
      );
      await startRecording(page);
      await interaction.act(page);
      figures.push({ label: interaction.label, ...(await readRecording(page)) });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
};

module.exports = { measureInteractions };
