// FAQs: five questions in each of the three tabs (product §3 categories).

import type { SeedFaq } from './seed-types';

const SEO = 'Search Engine Optimization' as const;
const SMM = 'Social Media Marketing' as const;
const DM = 'Digital Marketing' as const;

export const FAQS: SeedFaq[] = [
  {
    category: SEO,
    heading: 'How long does SEO take to show results?',
    description:
      '<p>Most clients see early movement in rankings within 6 to 12 weeks, and meaningful growth in traffic and leads within 4 to 6 months. Competitive markets and new websites take longer; technical fixes on established sites can pay off within weeks.</p>',
    icon: 'chart',
  },
  {
    category: SEO,
    heading: 'Do you guarantee first-page rankings?',
    description:
      '<p>No honest agency can guarantee rankings, because search engines control the results. We guarantee the work: a clear plan, agreed deliverables every month and transparent reporting on rankings, traffic and conversions.</p>',
    icon: 'shield',
  },
  {
    category: SEO,
    heading: 'What is included in a technical SEO audit?',
    description:
      '<p>We review crawling and indexing, site speed and Core Web Vitals, mobile usability, structured data, internal linking, redirects and duplicate content. You receive a prioritised list of fixes with the expected impact of each.</p>',
    icon: 'gear',
  },
  {
    category: SEO,
    heading: 'Do I need to keep paying for SEO once I rank?',
    description:
      '<p>Rankings need maintenance: competitors publish new content, search engines update their algorithms and your site changes. Many clients move to a lighter maintenance plan once their main goals are reached.</p>',
    icon: 'question',
  },
  {
    category: SEO,
    heading: 'Will you write content for my website?',
    description:
      '<p>Yes. Our content team writes articles, service pages and landing pages based on keyword research and briefs you approve. Every piece is edited for accuracy, tone of voice and search intent.</p>',
    icon: 'pen',
  },
  {
    category: SMM,
    heading: 'Which social media platforms should my business use?',
    description:
      '<p>The ones your customers use. For most local and consumer brands that means Facebook and Instagram; for B2B services LinkedIn usually comes first. We recommend focusing on two platforms and doing them well.</p>',
    icon: 'users',
  },
  {
    category: SMM,
    heading: 'How much should I spend on Facebook Ads?',
    description:
      '<p>We usually recommend a test budget that can buy at least 50 results in the first month, so the algorithm can learn. For many small businesses that starts between $500 and $1,500 per month in ad spend.</p>',
    icon: 'coin',
  },
  {
    category: SMM,
    heading: 'Do you create the ad images and videos?',
    description:
      '<p>Yes. Our designers and editors produce static ads, carousels and short videos. We can also work with footage you film yourself, which often performs very well because it feels authentic.</p>',
    icon: 'play',
  },
  {
    category: SMM,
    heading: 'How do you measure social media success?',
    description:
      '<p>We agree objectives before we start: reach, website visits, leads or sales. Tracking with the Meta Pixel and Conversions API lets us report on cost per result and return on ad spend, not just likes.</p>',
    icon: 'chart',
  },
  {
    category: SMM,
    heading: 'Can you manage our organic social posting as well?',
    description:
      '<p>We can plan your content calendar, write and design posts, and schedule them for approval. Community management, such as replying to comments and messages, is available as an add-on.</p>',
    icon: 'megaphone',
  },
  {
    category: DM,
    heading: 'What does a digital marketing strategy include?',
    description:
      '<p>A strategy sets your goals, target audiences, channels, budget split and key messages, with a 90-day action plan. It is the document every campaign and piece of content is measured against.</p>',
    icon: 'document',
  },
  {
    category: DM,
    heading: 'Is there a minimum contract length?',
    description:
      '<p>Our SEO plans start with a minimum term of four to twelve months because SEO needs time to work. Paid advertising management runs on a rolling monthly contract after an initial three months.</p>',
    icon: 'question',
  },
  {
    category: DM,
    heading: 'Who owns the ad accounts and the data?',
    description:
      '<p>You do. We set up or use accounts in your name and request access. If you ever leave, your Google Ads, Meta and analytics accounts stay with you, with all their history.</p>',
    icon: 'key',
  },
  {
    category: DM,
    heading: 'How often will we hear from you?',
    description:
      '<p>You get a monthly report and a review call, plus a shared channel for day-to-day questions. We reply within one business day and flag anything urgent straight away.</p>',
    icon: 'mail',
  },
  {
    category: DM,
    heading: 'Do you work with businesses outside the UK?',
    description:
      '<p>Yes. We run campaigns for clients across Europe, North America and the Middle East, and we can target multiple countries and languages in the same account.</p>',
    icon: 'globe',
  },
];
