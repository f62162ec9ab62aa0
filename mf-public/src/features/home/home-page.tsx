// The home page, in the order of product §2.

import { SITE } from '@agency/shared/contract';
import { PageMeta } from '../../components/page-meta/page-meta';
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
      <HeroSection />
      <ServicesStrip />
      <WhatMakesSection />
      <WhyChooseSection />
      <FeaturesSection />
      <TeamSection />
      <FactsBand />
      <WorksSection title="Our Recent Works" />
      <PricingSection />
      <TestimonialsSection />
      <ReadyToTalk />
      <BlogTeaser />
    </>
  );
}
