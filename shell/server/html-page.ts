// The shell's HTML page: its template with the runtime config written in as a JSON data
// block, and, for a server-rendered page, its head tags, markup and state (and its entry
// started only once the page has loaded: ssr/start-after-load.ts).

import fs from 'node:fs';
import type { RuntimeConfig } from '@agency/shared/contract';
import { AFTER_LOAD_SLOT, startEntryAfterLoad } from './ssr/start-after-load';

/** JSON that cannot close the script element it sits in. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface PageParts {
  config: RuntimeConfig;
  head?: string;
  html?: string;
  /** What the browser hydrates with (see shell/src/ssr-state.ts). */
  ssrState?: unknown;
  /** A server-rendered page's preloads, added once it has loaded (ssr/start-after-load.ts). */
  afterLoad?: string;
}

/** The template's own title and description, for pages that bring none (admin, client-rendered). */
const DEFAULT_META = /<!--default-meta-->[\s\S]*?<!--\/default-meta-->/;

export const createHtmlRenderer = (templateFile: string) => {
  const browserRendered = fs.readFileSync(templateFile, 'utf8');
  const serverRendered = startEntryAfterLoad(browserRendered);
  return ({ config, head = '', html = '', ssrState, afterLoad = '' }: PageParts): string => {
    const state = ssrState === undefined ? '' : `<script type="application/json" id="ssr-state">${jsonForHtml(ssrState)}</script>`;
    const template = ssrState === undefined ? browserRendered : serverRendered;
    const page = /<title>/.test(head) ? template.replace(DEFAULT_META, '') : template;
    // Function replacements: `$` in the inserted text is never read as a pattern.
    return page
      .replace('<!--app-config-->', () => jsonForHtml(config))
      .replace('<!--app-head-->', () => head + state)
      .replace('<!--app-html-->', () => html)
      .replace(AFTER_LOAD_SLOT, () => afterLoad);
  };
};
