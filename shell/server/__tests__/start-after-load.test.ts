// A server-rendered page fetches and runs no script before it has loaded and its first paint is
// on screen: the template's entry script becomes an inert <template> (the entry's name and the
// page's preloads) and an inline starter, which the page's policy allows by its hash; pages the
// browser renders keep the entry script.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHtmlRenderer } from '../html-page';
import { pageContentSecurityPolicy } from '../content-security-policy';
import { ENTRY_START_AT_THE_LATEST_MS, ENTRY_STARTER, startEntryAfterLoad } from '../ssr/start-after-load';

const ENTRY = '/static/js/main.abc123.js';
const TEMPLATE = `<html><head><!--app-head--><script defer="defer" src="${ENTRY}"></script><link href="/static/css/styles.css" rel="stylesheet"></head><body><div id="root"><!--app-html--></div><script type="application/json" id="app-config"><!--app-config--></script></body></html>`;
const PRELOADS = '<link rel="preload" href="/remotes/mf_public/1.0.0/remoteEntry.js" as="script">';

/** The browser the starter sees: its document, load event, frames and timers, driven by the test. */
const fakeBrowser = ({ readyState = 'loading', visibilityState = 'visible', preload = true, paintReports = true } = {}) => {
  const appended: Array<{ tag: string; src?: string }> = [];
  const loadListeners: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  const paints: string[] = [];
  /** The paint observers the page made, each with its callback; a report calls those still observing. */
  const observers: Array<{ callback: (list: unknown, observer: { disconnect: () => void }) => void; observing: boolean }> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry;
    constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
      this.entry = { callback, observing: false };
      observers.push(this.entry);
    }
    observe({ type }: { type: string }) {
      this.entry.observing = type === 'paint';
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  const document = {
    readyState,
    visibilityState,
    getElementById: (id: string) =>
      preload && id === 'after-load'
        ? {
            getAttribute: (name: string) => (name === 'data-shell-entry' ? ENTRY : null),
            content: { cloneNode: () => ({ tag: 'preloads' }) },
          }
        : null,
    createElement: (tag: string) => ({ tag, src: '' }),
    head: { appendChild: (element: { tag: string; src?: string }) => appended.push(element) },
  };
  const browser = {
    appended,
    run: () =>
      new Function(
        'document',
        'addEventListener',
        'requestAnimationFrame',
        'setTimeout',
        'PerformanceObserver',
        'performance',
        ENTRY_STARTER,
      )(
        document,
        (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener),
        (frame: () => void) => frames.push(frame),
        (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
        paintReports ? FakePerformanceObserver : undefined,
        { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
      ),
    /** Frames and the work done in them: the starter does none before the first paint is reported. */
    framesAsked: () => frames.length,
    report: (paint: string) => {
      paints.push(paint);
      for (const entry of observers.filter((observer) => observer.observing))
        entry.callback({}, { disconnect: () => (entry.observing = false) });
    },
    reportFirstPaint: () => browser.report('first-contentful-paint'),
    load: () => {
      document.readyState = 'complete';
      loadListeners.splice(0).forEach((listener) => listener());
    },
    drawFrame: () => frames.splice(0).forEach((frame) => frame()),
    advance: (ms: number) => {
      now += ms;
      for (const timer of timers.filter((due) => due.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
  return browser;
};

describe('the template of a server-rendered page', () => {
  it('holds the entry in an inert template and runs the starter at the end of the body instead of the entry script', () => {
    const page = startEntryAfterLoad(TEMPLATE);
    expect(page).not.toContain(`<script defer="defer" src="${ENTRY}">`);
    // After the markup: the starter waits for the stylesheets, and would hold the parser back with it.
    expect(page).toMatch(/<\/script><\/body><\/html>$/);
    expect(page.indexOf('<template')).toBeGreaterThan(page.indexOf('id="app-config"'));
    expect(page).toContain(
      `<template id="after-load" data-shell-entry="${ENTRY}"><!--after-load--></template><script>${ENTRY_STARTER}</script>`,
    );
    expect(startEntryAfterLoad('<html><head></head></html>')).toBe('<html><head></head></html>');
  });

  it('is used for pages with server state only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-page-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    const render = createHtmlRenderer(path.join(dir, 'index.html'));
    const config = { apiBase: '/api' } as never;
    expect(render({ config })).toContain(`<script defer="defer" src="${ENTRY}"></script>`);
    const serverRendered = render({ config, html: '<h1>Hi</h1>', ssrState: { state: {}, pages: ['Home'] }, afterLoad: PRELOADS });
    expect(serverRendered).not.toContain('<script defer');
    expect(serverRendered).toContain(`<template id="after-load" data-shell-entry="${ENTRY}">${PRELOADS}</template>`);
    // Nothing but the template's content names a script or a preload.
    expect(serverRendered.replace(/<template[\s\S]*<\/template>/, '')).not.toMatch(/rel="preload"|src="/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names the starter's hash in the page's script-src, the only inline script there is", () => {
    const page = startEntryAfterLoad(TEMPLATE);
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    const scriptSources = pageContentSecurityPolicy({ remotesUrl: '/remotes', apiBase: '/api', recaptcha: false })
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSources).toBe(`script-src 'self' ${hash}`);
  });
});

describe('the starter', () => {
  it('runs the entry after the load event and the first contentful paint reported, in a task of its own, once', () => {
    const browser = fakeBrowser();
    browser.run();
    browser.advance(1000);
    expect(browser.appended).toEqual([]);
    browser.load();
    browser.report('first-paint');
    browser.advance(0);
    // Drawn but nothing contentful reported yet; and no frame asked for meanwhile.
    expect(browser.appended).toEqual([]);
    expect(browser.framesAsked()).toBe(0);
    browser.reportFirstPaint();
    expect(browser.appended).toEqual([]);
    browser.advance(0);
    expect(browser.appended).toEqual([{ tag: 'preloads' }, { tag: 'script', src: ENTRY }]);
    browser.reportFirstPaint();
    browser.advance(ENTRY_START_AT_THE_LATEST_MS);
    expect(browser.appended).toHaveLength(2);
  });

  it('runs the entry after a paint reported before the load event', () => {
    const browser = fakeBrowser();
    browser.run();
    browser.reportFirstPaint();
    browser.advance(0);
    expect(browser.appended).toEqual([]);
    browser.load();
    browser.advance(0);
    expect(browser.appended).toHaveLength(2);
  });

  it('starts in a task of its own when the page had already loaded and painted', () => {
    const browser = fakeBrowser({ readyState: 'complete' });
    browser.reportFirstPaint();
    browser.run();
    expect(browser.appended).toEqual([]);
    browser.advance(0);
    expect(browser.appended).toHaveLength(2);
  });

  it('waits a frame after the load event in a browser without paint reports', () => {
    const browser = fakeBrowser({ paintReports: false });
    browser.run();
    browser.load();
    expect(browser.appended).toEqual([]);
    browser.drawFrame();
    browser.advance(0);
    expect(browser.appended).toHaveLength(2);
  });

  it('runs the entry at the load event in a hidden page, which draws no frames', () => {
    const browser = fakeBrowser({ visibilityState: 'hidden' });
    browser.run();
    browser.load();
    expect(browser.appended).toHaveLength(2);
  });

  it('runs the entry at the latest after its longest wait when the page never finishes loading', () => {
    const browser = fakeBrowser();
    browser.run();
    browser.advance(ENTRY_START_AT_THE_LATEST_MS - 1);
    expect(browser.appended).toEqual([]);
    browser.advance(1);
    expect(browser.appended).toHaveLength(2);
    browser.load();
    browser.drawFrame();
    browser.advance(0);
    expect(browser.appended).toHaveLength(2);
  });

  it('does nothing on a page without the template', () => {
    const browser = fakeBrowser({ preload: false });
    browser.run();
    browser.load();
    browser.drawFrame();
    browser.advance(ENTRY_START_AT_THE_LATEST_MS);
    expect(browser.appended).toEqual([]);
  });
});
