// The four services of the home strip (product §2), in display order.

import type { SeedService } from './seed-types';

export const SERVICES: SeedService[] = [
  {
    title: 'Seo Services',
    description:
      '<p>Technical audits, on-page optimisation and authority building that lift your organic rankings and keep them there. We fix what holds your site back, publish content people search for and earn links that matter.</p>',
    art: { icon: 'chart', kicker: 'Organic growth' },
  },
  {
    title: 'Facebook Ads',
    description:
      '<p>Paid social campaigns on Facebook and Instagram that reach the right audience at the right moment. Creative testing, precise targeting and conversion tracking turn ad spend into measurable leads and sales.</p>',
    art: { icon: 'thumbsUp', kicker: 'Paid social' },
  },
  {
    title: 'Google Ads',
    description:
      '<p>Search, Shopping and Performance Max campaigns built around profitable keywords. We structure accounts for control, write ads that earn the click and optimise bids every week for a lower cost per acquisition.</p>',
    art: { icon: 'cursor', kicker: 'Paid search' },
  },
  {
    title: 'Keyword Research',
    description:
      '<p>Data-led keyword research that maps what your customers type at every stage of the buying journey. You get a prioritised list of terms with volume, difficulty and intent, ready to shape your content and campaigns.</p>',
    art: { icon: 'key', kicker: 'Search insight' },
  },
];
