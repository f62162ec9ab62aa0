// What a page reports that a visitor should never cause: console errors and uncaught
// exceptions. Start watching before the page loads; read the list at the end.

import type { Page } from '@playwright/test';

export const watchPageProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
};
