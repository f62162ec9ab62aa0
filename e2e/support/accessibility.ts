// The accessibility scan of a page: axe-core's WCAG 2.x A and AA rules plus its best
// practices; serious and critical findings fail, each named with where it is.

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** axe on `page` with `tags`, collecting violations only (it then skips the nodes of passed checks). With only
 *  our own frames, axe runs in the page itself (legacy mode) instead of merging per-frame results in a blank page
 *  it opens and loads itself into for every scan: seconds a scan on a loaded machine, the same findings. A frame
 *  from elsewhere keeps the per-frame run, the only one that reaches into it. */
export const axeScan = (page: Page, tags: string[]): AxeBuilder => {
  const { origin } = new URL(page.url());
  const foreign = page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
  return new AxeBuilder({ page })
    .withTags(tags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!foreign);
};

/** Sections below the fold that the browser skips while off screen (content-visibility: auto) have no
 *  boxes or colours for axe to measure until scrolled to; they are checked as the visitor sees them there. */
const renderSkippedSections = (page: Page, visible: boolean) =>
  page.evaluate((on) => {
    for (const section of document.querySelectorAll<HTMLElement>('.page-section--skip-offscreen')) {
      section.style.contentVisibility = on ? 'visible' : '';
    }
  }, visible);

export const blockingViolations = async (page: Page): Promise<string[]> => {
  await renderSkippedSections(page, true);
  const results = await axeScan(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await renderSkippedSections(page, false);
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};
