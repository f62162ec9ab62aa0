// The home page, in the order of product §2. Each section hydrates on its own; those below
// the hero only when they come near the viewport or are touched, and their code downloads
// only then (PageSection, section-code.ts): the first view carries the hero's code alone.
// The sections with nothing to answer (text, pictures, plain links) are server-only: a
// visitor who reads the page through never downloads their code.

import { SITE } from '@agency/shared/contract';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import { PageSection } from '../../components/page-section/page-section';
import { sectionCode } from '../../components/page-section/section-code';
import { HeroSection } from './hero-section';

/** Sections whose server markup is final: no handler, no state, nothing that moves. */
const SERVER_ONLY = new Set(['services', 'whatMakes', 'whyChoose', 'features', 'facts', 'pricing', 'readyToTalk', 'blog']);

/** The sections below the hero, by name, in the product's order (each name is also its measured
 *  size in section-sizes.css). */
const BELOW_THE_HERO = {
  services: sectionCode(() => import('./services-strip').then((module) => module.ServicesStrip)),
  whatMakes: sectionCode(() => import('./what-makes-section').then((module) => module.WhatMakesSection)),
  whyChoose: sectionCode(() => import('./why-choose-section').then((module) => module.WhyChooseSection)),
  features: sectionCode(() => import('./features-section').then((module) => module.FeaturesSection)),
  team: sectionCode(() => import('../../components/team-carousel/team-section').then((module) => module.TeamSection)),
  facts: sectionCode(() => import('./facts-band').then((module) => module.FactsBand)),
  works: sectionCode(() => import('./recent-works-section').then((module) => module.RecentWorksSection)),
  pricing: sectionCode(() => import('./pricing-section').then((module) => module.PricingSection)),
  testimonials: sectionCode(() => import('./testimonials-section').then((module) => module.TestimonialsSection)),
  readyToTalk: sectionCode(() => import('../../components/ready-to-talk/ready-to-talk').then((module) => module.ReadyToTalk)),
  blog: sectionCode(() => import('./blog-teaser').then((module) => module.BlogTeaser)),
};

export default function HomePage() {
  return (
    <>
      <PageMeta title={`${SITE.name} | SEO, Paid Search and Social Media Agency`} seo={usePageSeo('home')} />
      <PageSection>
        <HeroSection />
      </PageSection>
      {Object.entries(BELOW_THE_HERO).map(([name, code]) => (
        <PageSection key={name} deferred skipOffscreen serverOnly={SERVER_ONLY.has(name)} size={`home-${name}`} code={code} />
      ))}
    </>
  );
}
