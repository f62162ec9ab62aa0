// Meet Our Dedicated Team: six people, in carousel order.

import type { SeedTeamMember } from './seed-types';

const links = (handle: string): [string, string, string, string] => [
  `https://www.linkedin.com/in/${handle}`,
  `https://x.com/${handle.replace(/-/g, '')}`,
  `https://www.facebook.com/${handle.replace(/-/g, '.')}`,
  `https://www.instagram.com/${handle.replace(/-/g, '_')}`,
];

export const TEAM: SeedTeamMember[] = [
  {
    title: 'Amelia Hart',
    role: 'Founder & Managing Director',
    description:
      '<p>Amelia founded Northstar Digital after ten years leading search teams in London agencies. She keeps every account focused on revenue, not vanity metrics.</p>',
    links: links('amelia-hart-northstar'),
    longHair: true,
  },
  {
    title: 'Daniel Okafor',
    role: 'Head of SEO',
    description:
      '<p>Daniel runs our technical SEO practice. He has audited more than 300 websites, from local trades to international e-commerce stores.</p>',
    links: links('daniel-okafor-seo'),
    longHair: false,
  },
  {
    title: 'Priya Raman',
    role: 'Paid Search Lead',
    description:
      '<p>Priya is a Google Ads certified specialist who manages seven-figure annual budgets and has a reputation for finding wasted spend in the first week.</p>',
    links: links('priya-raman-ppc'),
    longHair: true,
  },
  {
    title: 'Lucas Moreau',
    role: 'Social Media Strategist',
    description:
      '<p>Lucas plans and tests our paid social campaigns on Facebook, Instagram and LinkedIn, with a soft spot for scroll-stopping short video.</p>',
    links: links('lucas-moreau-social'),
    longHair: false,
  },
  {
    title: 'Sofia Lindqvist',
    role: 'Content & Copy Lead',
    description:
      '<p>Sofia turns keyword research into articles, landing pages and ad copy that read naturally and rank. She edits every piece we publish.</p>',
    links: links('sofia-lindqvist-content'),
    longHair: true,
  },
  {
    title: 'Marcus Chen',
    role: 'Analytics & Reporting Manager',
    description:
      '<p>Marcus builds the tracking and dashboards behind our reports, so clients see exactly which channel brought each lead and sale.</p>',
    links: links('marcus-chen-analytics'),
    longHair: false,
  },
];
