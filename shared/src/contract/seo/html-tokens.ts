// A small, tolerant HTML tokenizer that runs the same in Node and the browser (no DOM):
// start tags with their attributes, end tags and text. Comments, doctypes and the
// contents of script and style are dropped; a stray '<' is text. Good enough to read
// rich text and rendered pages for their words, headings, links and images.

import { decodeEntities } from './html-entities';

export type HtmlToken =
  { type: 'open'; name: string; attrs: Record<string, string> } | { type: 'close'; name: string } | { type: 'text'; text: string };

/** Elements whose contents are not text a reader sees. */
const SKIPPED_CONTENT = new Set(['script', 'style', 'template', 'noscript']);

const TAG_NAME = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Index just past the '>' that closes the tag starting at `from`, ignoring '>' inside quotes. */
const tagEnd = (html: string, from: number): number => {
  let quote = '';
  for (let at = from; at < html.length; at += 1) {
    const char = html[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return at + 1;
    }
  }
  return html.length;
};

const attributesOf = (source: string): Record<string, string> => {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
};

/** Where the skipped element's content ends (its end tag, or the end of the input). */
const skipContent = (html: string, from: number, name: string): number => {
  const close = html.toLowerCase().indexOf(`</${name}`, from);
  return close === -1 ? html.length : tagEnd(html, close);
};

export const tokenizeHtml = (html: string): HtmlToken[] => {
  const tokens: HtmlToken[] = [];
  let text = '';
  const flushText = () => {
    if (text) tokens.push({ type: 'text', text: decodeEntities(text) });
    text = '';
  };
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, open);
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?') {
      at = tagEnd(html, open);
      continue;
    }
    const tag = TAG_NAME.exec(html.slice(open, open + 64));
    if (!tag) {
      text += '<';
      at = open + 1;
      continue;
    }
    flushText();
    const end = tagEnd(html, open);
    const name = tag[2].toLowerCase();
    if (tag[1]) {
      tokens.push({ type: 'close', name });
      at = end;
      continue;
    }
    const inner = html.slice(open + tag[0].length, html[end - 1] === '>' ? end - 1 : end);
    tokens.push({ type: 'open', name, attrs: attributesOf(inner) });
    at = SKIPPED_CONTENT.has(name) ? skipContent(html, end, name) : end;
    if (SKIPPED_CONTENT.has(name)) tokens.push({ type: 'close', name });
  }
  flushText();
  return tokens;
};
