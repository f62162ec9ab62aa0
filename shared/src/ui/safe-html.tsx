// Renders stored rich HTML through the one client-side sanitizer (the API host
// sanitizes on write too; this is the second layer).

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

/** The browser's sanitizer. A server rendering the page has no DOM: it writes the stored HTML,
 *  which the API host sanitized on write with the same policy, under a CSP without inline script. */
export const sanitizeRichHtml = (html: string): string =>
  typeof window === 'undefined'
    ? html
    : purifier().sanitize(html, {
        ALLOWED_TAGS: [...RICH_HTML_POLICY.tags],
        ALLOWED_ATTR,
        ALLOWED_URI_REGEXP: LINK_OR_MEDIA,
        ADD_ATTR: ['target'],
      });

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }} />;
}
