// How every browser test and benchmark launches Debian's Chromium.

/** The browser visitors run: the benchmarks (Lighthouse, interaction timing, page bytes) measure with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser tests drive Debian's headless shell: the same engine (same package version) without the full
 * browser around it. On the browser suite it took 28 % less CPU than the full browser, 18-22 % less wall time
 * (two subsets of six files each, 33 and 38 tests: 244 → 176 and 224 → 161 CPU s).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
