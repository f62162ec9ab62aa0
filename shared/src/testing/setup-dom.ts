// Jest setup for the React packages: DOM matchers and a clean page between tests.

import '@testing-library/jest-dom';

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = () => undefined;
});
