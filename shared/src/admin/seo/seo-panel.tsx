// A titled box of the SEO studio (previews, checklist): a region named by its heading.

import { useId, type ReactNode } from 'react';
import './seo.css';

export function SeoPanel({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`seo-panel ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="seo-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
