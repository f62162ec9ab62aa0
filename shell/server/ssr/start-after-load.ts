// A server-rendered page is whole before any script runs: its markup, stylesheets, font and
// images are the plain HTML page. So nothing of the scripts is fetched or run until that page
// has loaded and its first paint is on screen: the shell's entry and the preloads of the public
// remote's first files (its manifest, entry and pages module) wait in an inert <template>, and an
// inline starter (no request of its own; allowed by its hash in the page's policy,
// content-security-policy.ts) adds them then. Every byte before the largest paint is one the
// plain page fetches too: on a phone's slow link, a script fetched beside the stylesheets and the
// font, even at low priority, shares the link with them. Pages the browser renders itself keep
// the template's `<script defer>`.

import { createHash } from 'node:crypto';

/** The <template> holding what the starter adds: its `data-shell-entry` names the shell's entry. */
export const AFTER_LOAD_ID = 'after-load';

/** The latest the scripts start after the starter ran, if the page's load event has not come by
 *  then (an image that never finishes must not keep the page from working). */
export const ENTRY_START_AT_THE_LATEST_MS = 4000;

/** Adds the template's preloads and runs the entry in a task after the load event and after the
 *  browser has reported the page's first contentful paint (the frame is on screen, not only drawn),
 *  waiting for that report without any work of its own before it (a browser without paint reports
 *  waits a frame); at once in a hidden page (no frames are drawn); at the latest after the longest wait. */
export const ENTRY_STARTER = `(function(){var after=document.getElementById('${AFTER_LOAD_ID}');if(!after)return;var started=false;var start=function(){if(started)return;started=true;document.head.appendChild(after.content.cloneNode(true));var script=document.createElement('script');script.src=after.getAttribute('data-shell-entry');document.head.appendChild(script)};var painted=function(){return performance.getEntriesByName('first-contentful-paint').length>0};var afterPaint=function(){if(document.visibilityState==='hidden')return start();if(typeof PerformanceObserver==='undefined'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start,0)});if(painted())return setTimeout(start,0);new PerformanceObserver(function(_list,observer){if(!painted())return;observer.disconnect();setTimeout(start,0)}).observe({type:'paint'})};if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);setTimeout(start,${ENTRY_START_AT_THE_LATEST_MS})})();`;

/** The starter's source for script-src. */
export const ENTRY_STARTER_HASH = `'sha256-${createHash('sha256').update(ENTRY_STARTER).digest('base64')}'`;

/** Where a server-rendered page's preloads for after the load event go in its template. */
export const AFTER_LOAD_SLOT = '<!--after-load-->';

/** The template's entry script, as HtmlWebpackPlugin writes it. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

/** The template for server-rendered pages: its entry script becomes the inert template (with the
 *  slot for the page's preloads) and the starter, at the end of the body: a parser-inserted script
 *  waits for the stylesheets above it, and the parser with it, so the page is parsed whole first.
 *  A template without an entry script is returned as it is. */
export const startEntryAfterLoad = (template: string): string => {
  const src = ENTRY_SCRIPT.exec(template)?.[1];
  if (src === undefined) return template;
  const starter = `<template id="${AFTER_LOAD_ID}" data-shell-entry="${src}">${AFTER_LOAD_SLOT}</template><script>${ENTRY_STARTER}</script>`;
  const page = template.replace(ENTRY_SCRIPT, '');
  const end = page.lastIndexOf('</body>');
  return end < 0 ? page + starter : page.slice(0, end) + starter + page.slice(end);
};
