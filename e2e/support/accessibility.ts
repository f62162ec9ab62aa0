// The accessibility scan of a page: axe-core's WCAG 2.x A and AA rules plus its best
// practices; serious and critical findings fail, each named with where it is.

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await renderSkippedSections(page, false);
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};
