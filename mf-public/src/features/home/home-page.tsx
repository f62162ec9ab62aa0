// The home page, in the order of product §2. Each section hydrates on its own; those below
// the hero only when they come near the viewport or are touched (PageSection).

import { SITE } from '@agency/shared/contract';
import { PageMeta } from '../../components/page-meta/page-meta';
import { PageSection } from '../../components/page-section/page-section';
import { ReadyToTalk } from '../../components/ready-to-talk/ready-to-talk';
import { TeamSection } from '../../components/team-carousel/team-section';
import { WorksSection } from '../../components/works-carousel/works-section';
import { BlogTeaser } from './blog-teaser';
import { FactsBand } from './facts-band';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import { ServicesStrip } from './services-strip';
import { TestimonialsSection } from './testimonials-section';
import { WhatMakesSection } from './what-makes-section';
import { WhyChooseSection } from './why-choose-section';

export default function HomePage() {
  return (
    <>
      <PageMeta title={`${SITE.name} | SEO, Paid Search and Social Media Agency`} />
      <PageSection>
        <HeroSection />
      </PageSection>
      <PageSection deferred>
        <ServicesStrip />
      </PageSection>
      <PageSection deferred>
        <WhatMakesSection />
      </PageSection>
      <PageSection deferred>
        <WhyChooseSection />
      </PageSection>
      <PageSection deferred>
        <FeaturesSection />
      </PageSection>
      <PageSection deferred>
        <TeamSection />
      </PageSection>
      <PageSection deferred>
        <FactsBand />
      </PageSection>
      <PageSection deferred>
        <WorksSection title="Our Recent Works" />
      </PageSection>
      <PageSection deferred>
        <PricingSection />
      </PageSection>
      <PageSection deferred>
        <TestimonialsSection />
      </PageSection>
      <PageSection deferred>
        <ReadyToTalk />
      </PageSection>
      <PageSection deferred>
        <BlogTeaser />
      </PageSection>
    </>
  );
}
