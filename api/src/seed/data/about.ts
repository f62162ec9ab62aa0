// About Us entries: who we are, how we work and why clients stay.

import type { SeedAbout } from './seed-types';

export const ABOUT: SeedAbout[] = [
  {
    title: 'Who We Are',
    description:
      '<p>Northstar Digital is a London-based SEO, paid-search and social-media agency. Since 2019 we have helped more than 500 businesses, from local clinics to international retailers, turn search and social into a reliable source of customers.</p><p>We are a team of specialists rather than generalists: SEO engineers, paid media buyers, content writers and analysts who work together on every account.</p>',
    mission:
      "To grow our clients' revenue with honest, measurable digital marketing.\nEvery campaign starts with a business goal and ends with a report that shows whether we reached it.",
    vision:
      'To be the agency ambitious businesses recommend to their friends, known for clear advice, lasting results and people who care.',
    values:
      'Transparency: you see what we do and what it achieves.\nCuriosity: we test, learn and improve every week.\nOwnership: we treat your budget as if it were our own.',
    art: { icon: 'users', kicker: 'About us' },
  },
  {
    title: 'How We Work',
    description:
      '<p>Every engagement follows the same four steps: <strong>discover</strong> your business and customers, <strong>plan</strong> the channels and targets, <strong>execute</strong> with weekly optimisation and <strong>report</strong> on results in plain English.</p><ul><li>A dedicated account manager and specialist team</li><li>Monthly reports and review calls</li><li>No long lock-in for paid media management</li></ul>',
    mission: 'To make digital marketing understandable, so clients can make confident decisions.',
    vision: 'Every client knows exactly what their marketing spend delivers, and why.',
    values: 'Clarity over jargon.\nData over opinion.\nProgress every single week.',
    art: { icon: 'gear', kicker: 'Our process' },
  },
  {
    title: 'Why Clients Stay',
    description:
      '<p>Our average client has worked with us for more than three years, and 98% renew each year. They stay because results compound: better rankings, lower ad costs, better data that sharpens every campaign and a team that keeps learning their business.</p>',
    mission: 'To earn every renewal by delivering more than we promised.',
    vision: "Long-term partnerships in which our growth follows our clients' growth.",
    values:
      'Responsiveness: replies within one business day.\nHonesty: we say no when something will not work.\nCare: your success is our reputation.',
    art: { icon: 'star', kicker: 'Our clients' },
  },
];
