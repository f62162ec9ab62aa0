// Renders stored rich HTML. The API host sanitizes it on write; in the browser it goes
// through the one client-side sanitizer too (the second layer), which loads with the first
// rich text the browser renders itself. A server-rendered page never needs it: the server
// writes the stored HTML (it has no DOM to sanitize with; the page's CSP allows no inline
// script), and hydration adopts that markup as it is, since React does not rewrite an
// element's inner HTML when hydrating. So a first view does not download the sanitizer,
// while HTML that reaches the page later (another page opened in the app, a refetch) does.

import { lazy, Suspense, useRef } from 'react';
import { useHydrated } from './use-hydrated';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'article';
}

const SanitizedHtml = lazy(() => import('./sanitized-html'));

export function SafeHtml(props: SafeHtmlProps) {
  const { html, className, as: Tag = 'div' } = props;
  // What the server rendered into this element, while it is being rendered or hydrated.
  const hydrated = useHydrated();
  const serverHtml = useRef(hydrated ? undefined : html);
  if (!hydrated || html === serverHtml.current) {
    return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Suspense fallback={<Tag className={className} />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
