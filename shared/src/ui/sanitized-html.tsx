// Rich HTML the browser renders itself, through the sanitizer: SafeHtml's lazily loaded half.

import { sanitizeRichHtml } from './sanitize-rich-html';
import type { SafeHtmlProps } from './safe-html';

export default function SanitizedHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }} />;
}
