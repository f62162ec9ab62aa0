// What Our Client Say: three client quotes.

import type { SeedTestimonial } from './seed-types';

export const TESTIMONIALS: SeedTestimonial[] = [
  {
    title: 'Rachel Simmons',
    role: 'Practice Manager, Brightleaf Dental',
    description:
      '<p>Northstar took our clinics from invisible to the top of the map results in a few months. The phones ring more, and the monthly report tells me exactly why.</p>',
    longHair: true,
  },
  {
    title: 'Omar Haddad',
    role: 'E-commerce Director, Urban Threads',
    description:
      '<p>Our Shopping campaigns finally make money. Priya and the team found wasted spend in the first week and have kept improving return on ad spend ever since.</p>',
    longHair: false,
  },
  {
    title: 'Grace Whitfield',
    role: 'Founder, SkillBridge Academy',
    description:
      '<p>Clear strategy, honest advice and results we could see in days. Our course launch sold out, and we have kept Northstar on for every launch since.</p>',
    longHair: true,
  },
];
