// Jest setup for the React packages: DOM matchers and a clean page between tests.

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait for what a user would wait for; the default second is too short on a busy machine
// (two jest workers on two cores). A long wait costs time only when something is wrong.
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = () => undefined;
  // jsdom lays nothing out, so it has no scrollIntoView; tests that care spy on this one.
  Element.prototype.scrollIntoView = () => undefined;
});
