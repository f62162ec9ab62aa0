// Layout read from the boxes the browser drew: what the floating chat and
// back-to-top buttons cover, and card grids that leave one card alone on a row.

import type { Page } from '@playwright/test';

export const FLOATING_BUTTONS = '.chat-button, .back-to-top';

/** Text lines and controls the visible floating buttons cover (hidden buttons cover nothing). */
export const coveredByFloatingButtons = (page: Page, { only = 'text and controls' }: { only?: 'text and controls' | 'form fields' } = {}) =>
  page.evaluate(
    ({ selector, fieldsOnly }) => {
      const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter((button) => {
        const style = getComputedStyle(button);
        return style.visibility !== 'hidden' && Number(style.opacity) > 0 && style.display !== 'none';
      });
      const boxes = shown.map((button) => ({
        label: button.getAttribute('aria-label') ?? button.className,
        box: button.getBoundingClientRect(),
      }));
      const covered: string[] = [];
      // Whatever is under a button is found with the buttons out of the way.
      const all = [...document.querySelectorAll<HTMLElement>(selector)];
      const visibility = all.map((button) => button.style.visibility);
      all.forEach((button) => (button.style.visibility = 'hidden'));
      const overlap = (a: DOMRect, b: DOMRect) => {
        const left = Math.max(a.left, b.left);
        const right = Math.min(a.right, b.right);
        const top = Math.max(a.top, b.top);
        const bottom = Math.min(a.bottom, b.bottom);
        return right - left >= 2 && bottom - top >= 2 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
      };
      // Really on screen at that point: not clipped away, not under something else.
      const seenAt = (element: Element, point: { x: number; y: number }) => {
        const top = document.elementFromPoint(point.x, point.y);
        return top !== null && (top === element || element.contains(top));
      };
      const describe = (element: Element, text: string) =>
        `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${text.trim().slice(0, 40)}"`;

      try {
        if (fieldsOnly === false) {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
          });
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest(`${selector}, script, style, noscript, template`)) continue;
            range.selectNodeContents(node);
            for (const line of range.getClientRects()) {
              for (const { label, box } of boxes) {
                const point = overlap(line, box);
                if (point && seenAt(parent, point)) covered.push(`${label} covers text ${describe(parent, node.textContent ?? '')}`);
              }
            }
          }
        }
        const controls = fieldsOnly
          ? 'input:not([type="hidden"]), select, textarea'
          : 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
        for (const control of document.querySelectorAll(controls)) {
          if (control.closest(selector)) continue;
          for (const { label, box } of boxes) {
            const point = overlap(control.getBoundingClientRect(), box);
            if (point && seenAt(control, point))
              covered.push(`${label} covers control ${describe(control, control.getAttribute('aria-label') ?? control.textContent ?? '')}`);
          }
        }
      } finally {
        all.forEach((button, index) => (button.style.visibility = visibility[index]));
      }
      return [...new Set(covered)];
    },
    { selector: FLOATING_BUTTONS, fieldsOnly: only === 'form fields' },
  );

/** Card lists (grid lists of two or more items) showing more than one column with a row of a single card. */
export const loneCardRows = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol')) {
      if (getComputedStyle(list).display !== 'grid') continue;
      const items = [...list.children].filter((item) => item.getBoundingClientRect().width > 0);
      if (items.length < 2) continue;
      const rows = new Map<number, number>();
      const columns = new Set<number>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
        columns.add(Math.round(box.left));
      }
      const counts = [...rows.values()];
      if (columns.size > 1 && counts.includes(1)) {
        faults.push(`${list.className || list.getAttribute('aria-label') || list.tagName}: rows of ${counts.join(', ')}`);
      }
    }
    return faults;
  });

/**
 * Resolves after `count` animation frames: a scroll's event fires on the next frame, the floating buttons
 * step aside on the frame after, and with reduced motion (the layout spec's setting) they fade in no time.
 */
export const afterFrames = (page: Page, count = 3): Promise<void> =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );

/** Scrolls to the very end of the page, again while lazy sections grow it, and lets the floating buttons settle. */
export const scrollToEnd = async (page: Page): Promise<void> => {
  let height = 0;
  for (let round = 0; round < 5; round += 1) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) break;
    height = now;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // A section that comes near the viewport loads its code and data before the page grows.
    await page.waitForTimeout(300);
  }
  await afterFrames(page);
};

/** The scroll positions of a page, every `step` px from the top to the end. */
export const scrollPositions = async (page: Page, step: number): Promise<number[]> => {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const positions: number[] = [];
  for (let y = 0; y < end; y += step) positions.push(y);
  return [...positions, end];
};
