// Our Recent Works: eight case studies, in carousel order.

import type { SeedWork } from './seed-types';

const caseStudy = (client: string, challenge: string, work: string, results: string[]): string =>
  `<p><strong>Client:</strong> ${client}</p><p><strong>The challenge:</strong> ${challenge}</p><p><strong>What we did:</strong> ${work}</p><ul>${results
    .map((result) => `<li>${result}</li>`)
    .join('')}</ul>`;

export const WORKS: SeedWork[] = [
  {
    title: 'Brightleaf Dental: Local SEO',
    description: caseStudy(
      'Brightleaf Dental, a group of four clinics',
      'New patients could not find the clinics in local search results.',
      'Optimised four Google Business Profiles, cleaned up citations and built location pages.',
      ['Map pack rankings for 38 local terms', '+164% calls from search in six months'],
    ),
    art: { icon: 'target', kicker: 'Local SEO' },
  },
  {
    title: 'Urban Threads: Shopping Ads',
    description: caseStudy(
      'Urban Threads, an online fashion retailer',
      'Google Shopping spend was rising while return on ad spend fell.',
      'Rebuilt the product feed, split campaigns by margin and added negative keyword control.',
      ['Return on ad spend up from 2.1x to 4.6x', 'Revenue from Google Ads +72% year on year'],
    ),
    art: { icon: 'cart', kicker: 'Google Ads' },
  },
  {
    title: 'GreenNest Homes: Lead Generation',
    description: caseStudy(
      'GreenNest Homes, an eco home builder',
      'Expensive leads from portals with low conversion to viewings.',
      'Launched Facebook lead campaigns with video tours and instant-form qualification questions.',
      ['Cost per lead down 58%', '212 qualified viewing requests in one quarter'],
    ),
    art: { icon: 'megaphone', kicker: 'Facebook Ads' },
  },
  {
    title: 'FinEdge Advisors: Content SEO',
    description: caseStudy(
      'FinEdge Advisors, an independent financial adviser',
      'A thin website that ranked only for the brand name.',
      'Keyword research, 40 expert articles and a pillar page on retirement planning.',
      ['Organic traffic up 5x in twelve months', 'Top-three rankings for 61 advice keywords'],
    ),
    art: { icon: 'document', kicker: 'Content SEO' },
  },
  {
    title: 'PeakFit Gyms: Membership Campaign',
    description: caseStudy(
      'PeakFit Gyms, a regional gym chain',
      'January sign-ups were flat despite a bigger advertising budget.',
      'Ran a combined search and Instagram campaign with a limited-time joining offer.',
      ['1,850 new memberships in six weeks', 'Cost per sign-up 41% below target'],
    ),
    art: { icon: 'rocket', kicker: 'Paid social' },
  },
  {
    title: 'Harbor Legal: Website Migration',
    description: caseStudy(
      'Harbor Legal, a law firm with three offices',
      'A planned website redesign threatened years of organic rankings.',
      'Mapped every URL, planned redirects, and monitored the migration day by day.',
      ['No loss of organic traffic after launch', 'Page speed score improved from 41 to 92'],
    ),
    art: { icon: 'shield', kicker: 'Technical SEO' },
  },
  {
    title: 'Nomad Coffee: Brand Awareness',
    description: caseStudy(
      'Nomad Coffee, a specialty coffee roaster',
      'A loyal local following but little awareness outside the home city.',
      'Creator partnerships and a Reels-first paid social plan targeting coffee enthusiasts.',
      ['4.2 million impressions in eight weeks', 'Online subscription sales +89%'],
    ),
    art: { icon: 'star', kicker: 'Social media' },
  },
  {
    title: 'SkillBridge Academy: Course Launch',
    description: caseStudy(
      'SkillBridge Academy, an online training provider',
      'Launching a new data analytics course in a crowded market.',
      'Keyword research, a launch landing page, and Google plus LinkedIn ads to a webinar funnel.',
      ['1,100 webinar registrations', 'First cohort sold out in 19 days'],
    ),
    art: { icon: 'play', kicker: 'Launch campaign' },
  },
];
