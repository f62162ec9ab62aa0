// The public pages as drawn, at a phone's 390 px and a laptop's 1366 px, read from
// the boxes the browser laid out: the floating chat and back-to-top buttons never
// sit on text or a control where the visitor cannot scroll it from under them (the
// end of every page), and never on a form field; card grids never leave one card
// alone on a row; shop buttons hold ADD TO CART on one line; the 'What Makes'
// illustration keeps its badges off the chart and the figure.

import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/hydration';
import { afterFrames, coveredByFloatingButtons, loneCardRows, scrollPositions, scrollToEnd } from '../support/layout-boxes';
import { publicPaths } from '../support/public-paths';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

const settle = async (page: Page, path: string) => {
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
};

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await afterFrames(page);
};

// The buttons' 0.2 s fades take no time, so a check needs to wait only for the frames that move them.
test.use({ reducedMotion: 'reduce' });

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One walk serves every check: each page is opened once, and on a phone scrolled down past its form
    // fields, then to its end.
    const phone = viewport === PHONE;
    test(`at the end of every public page the floating buttons cover no text and no control, and no card grid leaves one card alone on a row${phone ? '; on the way down they step aside while a form field passes under them' : ''}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const pages = [...(await publicPaths(request)), { path: '/shop?page=2' }, { path: '/blog?page=2' }];
      for (const { path } of pages) {
        await test.step(path, async () => {
          await settle(page, path);
          if (phone && (await page.locator('main').locator('input:not([type="hidden"]), select, textarea').count()) > 0) {
            for (const y of await scrollPositions(page, 200)) {
              await scrollTo(page, y);
              expect.soft(await coveredByFloatingButtons(page, { only: 'form fields' }), `${path} scrolled to ${y}`).toEqual([]);
            }
          }
          await scrollToEnd(page);
          if (await page.evaluate(() => window.scrollY > 300))
            await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
          expect.soft(await coveredByFloatingButtons(page), `${path}: floating buttons`).toEqual([]);
          expect.soft(await loneCardRows(page), `${path}: card grids`).toEqual([]);
        });
      }
    });

    test("the 'What Makes' illustration keeps its badges off the chart line and the figure, and the head on the body", async ({ page }) => {
      await settle(page, '/');
      const art = page
        .locator('.split__art')
        .filter({ has: page.locator('.split__illustration') })
        .first();
      await art.scrollIntoViewIfNeeded();
      const faults = await art.evaluate((frame) => {
        const svg = frame.querySelector('svg') as SVGSVGElement;
        const part = (name: string) => svg.querySelector(`[data-part="${name}"]`) as SVGGraphicsElement;
        const faults: string[] = [];
        // Every point of a badge, in drawing units, must miss the shapes it sits near.
        const covers = (badge: string, shapes: string[]) => {
          const box = part(badge).getBBox();
          // The badge's own units (it is a translated group) to the drawing's.
          const toDrawing = (svg.getScreenCTM() as DOMMatrix).inverse().multiply(part(badge).getScreenCTM() as DOMMatrix);
          for (let x = box.x; x <= box.x + box.width; x += 2) {
            for (let y = box.y; y <= box.y + box.height; y += 2) {
              const point = new DOMPoint(x, y).matrixTransform(toDrawing);
              for (const name of shapes) {
                const shape = part(name) as SVGGeometryElement;
                if (shape.isPointInFill(point) || shape.isPointInStroke(point))
                  return `${badge} covers ${name} at ${Math.round(point.x)},${Math.round(point.y)}`;
              }
            }
          }
          return null;
        };
        for (const [badge, shapes] of [
          ['roi-badge', ['chart-line', 'chart-end']],
          ['seo-chip', ['hair', 'head', 'body', 'chart-line', 'chart-end']],
          ['ctr-chip', ['hair', 'head', 'body']],
        ] as const) {
          const fault = covers(badge, [...shapes]);
          if (fault) faults.push(fault);
        }
        // Head, neck and body are one figure: every point down the middle, from the
        // head's centre to the body's top, lies on one of them.
        const head = part('head') as SVGGeometryElement;
        const neck = part('neck') as SVGGeometryElement;
        const body = part('body') as SVGGeometryElement;
        const centre = head.getBBox();
        const x = centre.x + centre.width / 2;
        for (let y = centre.y + centre.height / 2; y <= body.getBBox().y + 4; y += 1) {
          const point = new DOMPoint(x, y);
          if (![head, neck, body].some((shape) => shape.isPointInFill(point))) {
            faults.push(`the head floats apart from the body at y=${y}`);
            break;
          }
        }
        // The '5+ years' card overlapping the picture's corner keeps clear of its badges.
        const card = (frame.querySelector('.split__badge') as HTMLElement).getBoundingClientRect();
        for (const name of ['roi-badge', 'seo-chip', 'ctr-chip']) {
          const box = part(name).getBoundingClientRect();
          if (box.left < card.right && card.left < box.right && box.top < card.bottom && card.top < box.bottom)
            faults.push(`the 5+ years card covers ${name}`);
        }
        return faults;
      });
      expect(faults).toEqual([]);
    });
  });
}

test.describe('at 1366 px', () => {
  test.use({ viewport: LAPTOP });

  test('the floating buttons sit right of the content column: they cover nothing anywhere on a page', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/', '/shop', '/faqs', '/contact']) {
      await test.step(path, async () => {
        await settle(page, path);
        for (const y of await scrollPositions(page, 350)) {
          await scrollTo(page, y);
          expect.soft(await coveredByFloatingButtons(page), `${path} scrolled to ${y}`).toEqual([]);
        }
      });
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the floating buttons are smaller on a phone', async ({ page }) => {
    await settle(page, '/shop');
    const chat = await page.locator('.chat-button').boundingBox();
    expect(chat?.width).toBeLessThanOrEqual(44);
    await scrollTo(page, 400);
    const backToTop = await page.getByRole('button', { name: 'Back to top' }).boundingBox();
    expect(backToTop?.width).toBeLessThanOrEqual(44);
  });

  test('shop cards hold ADD TO CART on one line, in buttons the size of the other controls', async ({ page }) => {
    await settle(page, '/shop');
    const buttons = page.locator('.product-card__cta');
    await expect(buttons).toHaveCount(8);
    const sizes = await buttons.evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link.firstChild as Node);
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
        return {
          lines: lines.size,
          height: Math.round(link.getBoundingClientRect().height),
          overflows: link.scrollWidth > link.clientWidth,
        };
      }),
    );
    for (const size of sizes) expect(size).toEqual({ lines: 1, height: expect.any(Number), overflows: false });
    for (const size of sizes) expect(size.height).toBeLessThanOrEqual(44);
  });
});
