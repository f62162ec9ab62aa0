// Stored rich HTML, sanitized by the shared SafeHtml and styled for reading.

import { SafeHtml } from '@agency/shared/ui';
import './rich-text.css';

export interface RichTextProps {
  html: string;
  className?: string;
}

export function RichText({ html, className }: RichTextProps) {
  return <SafeHtml html={html} className={`rich-text ${className ?? ''}`.trim()} />;
}
