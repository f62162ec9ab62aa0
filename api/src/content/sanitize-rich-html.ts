// The server side of the rich-text allow-list: every rich field is cleaned with
// RICH_HTML_POLICY on write, so stored HTML has no scripts, no event handlers,
// no javascript:/data: URLs and iframes only from the allowed players.

import sanitizeHtml from 'sanitize-html';
import { RICH_HTML_POLICY as policy } from '@agency/shared/contract/rich-html';

const LENGTH = /^(?:\d+(?:\.\d+)?(?:px|em|rem|%|pt|vw|vh)?|auto|(?:xx?-)?small|medium|(?:xx?-)?large|smaller|larger)$/i;
const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,]+\)|hsla?\(\s*[\d.%\s,deg]+\)|[a-z]+)$/i;

/** What each allowed inline style may contain: no url(), no expressions. */
const STYLE_VALUES: Record<string, RegExp[]> = {
  'font-family': [/^[\w\s,'"-]+$/],
  'font-size': [LENGTH],
  'text-align': [/^(?:left|right|center|justify|start|end)$/i],
  'margin-left': [LENGTH],
  'padding-left': [LENGTH],
  color: [COLOR],
  'background-color': [COLOR],
  width: [LENGTH],
  height: [LENGTH],
};

const mediaSchemes = [...policy.mediaSchemes];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...policy.tags],
  allowedAttributes: policy.attributes,
  allowedSchemes: [...policy.linkSchemes],
  allowedSchemesByTag: { img: mediaSchemes, video: mediaSchemes, audio: mediaSchemes, source: mediaSchemes, iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...policy.iframeHosts],
  allowIframeRelativeUrls: false,
  allowedStyles: { '*': Object.fromEntries(policy.styles.map((name) => [name, STYLE_VALUES[name] ?? [/^[\w\s#.,%-]+$/]])) },
  disallowedTagsMode: 'discard',
  // An embed whose address was refused is an empty box: drop it.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
  transformTags: {
    // A link that opens a new tab must not hand that tab our window.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
