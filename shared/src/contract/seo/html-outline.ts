// What a reader and a search engine take from a piece of HTML: its text blocks in order
// (paragraphs, list items, headings...), its headings, images and links.

import { tokenizeHtml } from './html-tokens';

export interface TextBlock {
  /** The innermost block element the text sits in ('p', 'li', 'h2', ...; '' for loose text). */
  tag: string;
  text: string;
}

export interface OutlineHeading {
  level: number;
  text: string;
}

export interface OutlineImage {
  src: string;
  /** null when the image has no alt attribute at all. */
  alt: string | null;
  /** Marked as decoration (role="presentation"/"none" or aria-hidden): needs no alt text. */
  decorative: boolean;
}

export interface OutlineLink {
  href: string;
  text: string;
  rel: string;
}

export interface HtmlOutline {
  blocks: TextBlock[];
  headings: OutlineHeading[];
  images: OutlineImage[];
  links: OutlineLink[];
}

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/** Elements that never have contents or an end tag. */
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const headingLevel = (tag: string): number => (/^h[1-6]$/.test(tag) ? Number(tag[1]) : 0);
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const outlineHtml = (html: string): HtmlOutline => {
  const outline: HtmlOutline = { blocks: [], headings: [], images: [], links: [] };
  const openBlocks: string[] = [];
  let buffer = '';
  let link: OutlineLink | null = null;

  const flush = () => {
    const text = squash(buffer);
    buffer = '';
    if (!text) return;
    const tag = openBlocks.at(-1) ?? '';
    outline.blocks.push({ tag, text });
    const level = headingLevel(tag);
    if (level) outline.headings.push({ level, text });
  };

  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      buffer += token.text;
      if (link) link.text += token.text;
    } else if (token.type === 'open') {
      if (token.name === 'br') buffer += ' ';
      if (token.name === 'img') {
        const { src = '', alt, role = '', 'aria-hidden': hidden = '' } = token.attrs;
        outline.images.push({ src, alt: alt ?? null, decorative: role === 'presentation' || role === 'none' || hidden === 'true' });
      }
      if (token.name === 'a' && token.attrs.href !== undefined) {
        link = { href: token.attrs.href.trim(), text: '', rel: (token.attrs.rel ?? '').toLowerCase() };
        outline.links.push(link);
      }
      if (BLOCK_TAGS.has(token.name)) {
        flush();
        if (!VOID_TAGS.has(token.name)) openBlocks.push(token.name);
      }
    } else {
      if (token.name === 'a' && link) {
        link.text = squash(link.text);
        link = null;
      }
      if (BLOCK_TAGS.has(token.name)) {
        flush();
        // Close the innermost open element of that name and whatever was left open inside it.
        const at = openBlocks.lastIndexOf(token.name);
        if (at !== -1) openBlocks.length = at;
      }
    }
  }
  flush();
  if (link) link.text = squash(link.text);
  return outline;
};

/** The text of the HTML, a block per line. */
export const outlineText = (outline: HtmlOutline): string => outline.blocks.map((block) => block.text).join('\n');
