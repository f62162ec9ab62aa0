// A server-rendered page is whole before any script runs: its markup, stylesheets, font and
// images are the plain HTML page. So the shell's entry runs only once that page has loaded and
// been drawn: its start-up (the federation runtime, then React) never competes with what the
// first view needs, and the page's largest paint comes as early as the plain page's. The entry
// is still fetched from the start, at low priority, through a preload the starter reads; the
// starter itself is inline (no request of its own) and allowed by its hash in the page's
// policy (content-security-policy.ts). Pages the browser renders itself keep the template's
// `<script defer>`.

import { createHash } from 'node:crypto';

/** Marks the preload of the shell's entry, which the starter turns into a script. */
export const ENTRY_PRELOAD_ATTRIBUTE = 'data-shell-entry';

/** The latest the entry starts after the starter ran, if the page's load event has not come by
 *  then (an image that never finishes must not keep the page from working). */
export const ENTRY_START_AT_THE_LATEST_MS = 4000;

/** Runs the preloaded entry in a task after the load event and after the browser has reported the
 *  page's first contentful paint (the frame is on screen, not only drawn: a browser without paint
 *  reports waits a frame), at once in a hidden page (no frames are drawn), or at the latest after
 *  the longest wait. */
export const ENTRY_STARTER = `(function(){var entry=document.querySelector('link[${ENTRY_PRELOAD_ATTRIBUTE}]');if(!entry)return;var started=false;var start=function(){if(started)return;started=true;var script=document.createElement('script');script.src=entry.getAttribute('href');document.head.appendChild(script)};var reports=typeof PerformanceObserver!=='undefined'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;var painted=function(){return!reports||performance.getEntriesByName('first-contentful-paint').length>0};var afterPaint=function(){if(document.visibilityState==='hidden')return start();requestAnimationFrame(function(){if(painted())setTimeout(start,0);else afterPaint()})};if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);setTimeout(start,${ENTRY_START_AT_THE_LATEST_MS})})();`;

/** The starter's source for script-src. */
export const ENTRY_STARTER_HASH = `'sha256-${createHash('sha256').update(ENTRY_STARTER).digest('base64')}'`;

/** The template's entry script, as HtmlWebpackPlugin writes it. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/** The template for server-rendered pages: its entry script becomes a low-priority preload
 *  and the starter. A template without one is returned as it is. */
export const startEntryAfterLoad = (template: string): string =>
  template.replace(
    ENTRY_SCRIPT,
    (_script, src: string) =>
      `<link rel="preload" href="${src}" as="script" fetchpriority="low" ${ENTRY_PRELOAD_ATTRIBUTE}><script>${ENTRY_STARTER}</script>`,
  );
