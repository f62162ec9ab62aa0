// The browser's sanitizer of stored rich HTML (the API host sanitizes on write too; this is
// the second layer). Loaded by SafeHtml with the first rich text the browser renders itself.

import DOMPurify from 'dompurify';
import { RICH_HTML_POLICY } from '@agency/shared/contract';

const ALLOWED_ATTR = [...new Set(Object.values(RICH_HTML_POLICY.attributes).flat())];
const LINK_OR_MEDIA = new RegExp(`^(?:(?:${RICH_HTML_POLICY.linkSchemes.join('|')}):|/|#)`, 'i');

let hooked = false;
const purifier = () => {
  if (!hooked) {
    // Links open safely in a new tab; embedded players only from the allowed hosts.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      if (node.tagName === 'IFRAME') {
        const src = node.getAttribute('src') ?? '';
        const host = (() => {
          try {
            return new URL(src).host;
          } catch {
            return '';
          }
        })();
        if (!(RICH_HTML_POLICY.iframeHosts as readonly string[]).includes(host)) node.remove();
      }
    });
    hooked = true;
  }
  return DOMPurify;
};

export const sanitizeRichHtml = (html: string): string =>
  purifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_HTML_POLICY.tags],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: LINK_OR_MEDIA,
    ADD_ATTR: ['target'],
  });
