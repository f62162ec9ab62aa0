#!/usr/bin/env node
// The Insights screen's documentation images (docs/screenshots/admin-insights-1366.png and -390.png),
// made apart from the test suite: the production site of the current build (`npm run build` first)
// with the demo content and 90 days of insight rollups for 40 pages written into its database, staff
// signed in, the 30-day range shown: at 1366 px its first 1,500 px, at 390 px the phone's first screen.
//
//   node e2e/scripts/insights-screenshots.js

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../bench/lib/chromium');
const { ROOT } = require('../bench/lib/build-time');
const { seedInsightsSqlite } = require('../bench/lib/insight-seed');
const { startSite, STAFF } = require('../bench/lib/site-server');

const DOCS = path.join(ROOT, 'docs', 'screenshots');
const WIDTHS = [
  [1366, 860],
  [390, 844],
];

/** The bench's rollups are even by design; an image reads better with popular pages and quiet weekends. @param {string} dataDir */
const varyTraffic = (dataDir) => {
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'agency.sqlite'));
  const factor = `(1 + (40 - cast(substr(path, 12) as integer)) / 4 + cast(substr(day, 9, 2) as integer) % 5) * (case strftime('%w', day) when '0' then 1 when '6' then 1 else 2 end)`;
  db.exec(`update insight_daily set views = views * ${factor}, visitors = visitors * ${factor}`);
  db.close();
};

/** The session cookie and CSRF token a staff login gives, as the browser keeps them. @param {string} base */
const staffSession = async (base) => {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': 'cookie' },
    body: JSON.stringify(STAFF),
  });
  if (!login.ok) throw new Error(`the staff login answered ${login.status}`);
  const { csrfToken } = await login.json();
  const [, name, value] = /^([^=]+)=([^;]+)/.exec(login.headers.get('set-cookie') ?? '') ?? [];
  const cookie = {
    name,
    value,
    domain: new URL(base).hostname,
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: /** @type {const} */ ('Strict'),
  };
  return { csrfToken, cookie };
};

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-screenshots-'));
  try {
    await (await startSite({ dataDir })).stop();
    seedInsightsSqlite(dataDir, { pages: 40, days: 90, leads: 60, today: new Date().toISOString().slice(0, 10) });
    varyTraffic(dataDir);
    const site = await startSite({ dataDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const { csrfToken, cookie } = await staffSession(site.base);
      const context = await browser.newContext({ viewport: { width: WIDTHS[0][0], height: WIDTHS[0][1] } });
      await context.addCookies([cookie]);
      await context.addInitScript((token) => globalThis.localStorage.setItem('token', token), csrfToken);
      const page = await context.newPage();
      await page.goto(`${site.base}/insights`);
      await page.getByRole('button', { name: '30 days' }).click();
      await page.getByRole('heading', { name: 'Top pages' }).waitFor({ timeout: 60_000 });
      await page.getByText('Loading insights...').waitFor({ state: 'detached' });
      for (const [width, height] of WIDTHS) {
        await page.setViewportSize({ width, height });
        // Two frames: the layout and the chart have followed the new width.
        await page.evaluate(() => new Promise((done) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(done))));
        const file = path.join(DOCS, `admin-insights-${width}.png`);
        // The desktop image to the first sections (the vitals table runs on for every page), the phone's first screen.
        await page.screenshot({ path: file, ...(width >= 992 ? { fullPage: true, clip: { x: 0, y: 0, width, height: 1500 } } : {}) });
        console.log(`wrote ${path.relative(ROOT, file)}`);
      }
    } finally {
      await browser.close();
      await site.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
