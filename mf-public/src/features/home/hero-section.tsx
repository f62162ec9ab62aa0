// The home banner (product §2): headline, intro, Book Now and the quote form. Only the form
// answers the visitor; the rest (hero-copy.tsx) is server-only: a server-rendered page keeps its
// markup as sent, never hydrating it nor downloading its code (PageSection, whose wrapper takes
// no box of its own, so the copy stays an item of the banner's grid).

import { PageSection } from '../../components/page-section/page-section';
import { sectionCode } from '../../components/page-section/section-code';
import { QuoteForm } from '../../components/quote-form/quote-form';
import './hero.css';

const COPY = sectionCode(() => import('./hero-copy').then((module) => module.HeroCopy));

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="ui-container hero__grid">
        <PageSection serverOnly code={COPY} />
        <div className="hero__form">
          <QuoteForm source="quote-home" heading="Get a free quote" submitLabel="Get Quote" />
        </div>
      </div>
    </section>
  );
}
