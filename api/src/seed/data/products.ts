// Shop: fourteen digital-marketing products (prices in Rs), in listing order.

import type { SeedProduct } from './seed-types';

const describe = (intro: string, items: string[]): string =>
  `<p>${intro}</p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const STUDIO = 'Northstar Digital';
const ACADEMY = 'Northstar Academy';

export const PRODUCTS: SeedProduct[] = [
  {
    name: 'Complete SEO Audit',
    description: describe('A full technical, on-page and backlink audit of your website with a prioritised action plan.', ['Crawl of up to 10,000 URLs', 'Core Web Vitals review', 'Video walkthrough of the findings']),
    brand: STUDIO, regularPrice: 24999, discountPrice: 19999, productType: 'normal', stock: 20,
    art: { icon: 'search', kicker: 'Audit package' },
  },
  {
    name: 'Local SEO Starter Pack',
    description: describe('Everything a local business needs to compete in the map pack.', ['Google Business Profile optimisation', '25 citation submissions', 'Review request templates']),
    brand: STUDIO, regularPrice: 14999, discountPrice: 12499, productType: 'normal', stock: 35,
    art: { icon: 'target', kicker: 'Local SEO' },
  },
  {
    name: 'Keyword Research Report',
    description: describe('Up to 300 keywords grouped by topic and intent, with volumes, difficulty and a content map.', ['Competitor gap analysis', 'Spreadsheet and PDF summary', 'One-hour findings call']),
    brand: STUDIO, regularPrice: 9999, discountPrice: null, productType: 'variation', stock: 50,
    art: { icon: 'key', kicker: 'Keyword report' },
  },
  {
    name: 'Google Ads Account Audit',
    description: describe('An expert review of your Google Ads account that finds wasted spend and missed opportunities.', ['Search term and negative keyword review', 'Bidding and structure recommendations', 'Quick-win checklist']),
    brand: STUDIO, regularPrice: 11999, discountPrice: 8999, productType: 'normal', stock: 25,
    art: { icon: 'cursor', kicker: 'PPC audit' },
  },
  {
    name: 'Facebook Ads Launch Kit',
    description: describe('A ready-to-launch campaign setup for Facebook and Instagram.', ['Pixel and Conversions API setup', 'Three audience definitions', 'Five ad creatives']),
    brand: STUDIO, regularPrice: 17999, discountPrice: 15999, productType: 'variation', stock: 15,
    art: { icon: 'thumbsUp', kicker: 'Paid social' },
  },
  {
    name: 'Content Calendar Template',
    description: describe('A 12-month content calendar template for blogs and social media, with planning guides.', ['Editable spreadsheet', 'Monthly theme ideas', 'Approval workflow tabs']),
    brand: ACADEMY, regularPrice: 1499, discountPrice: 999, productType: 'normal', stock: 500,
    art: { icon: 'document', kicker: 'Template' },
  },
  {
    name: 'SEO Fundamentals Course',
    description: describe('A self-paced video course covering keyword research, on-page SEO and link building.', ['24 video lessons', 'Worksheets and checklists', 'Certificate of completion']),
    brand: ACADEMY, regularPrice: 7999, discountPrice: 5999, productType: 'normal', stock: 999,
    art: { icon: 'play', kicker: 'Online course' },
  },
  {
    name: 'Google Ads Masterclass',
    description: describe('Learn to plan, build and optimise profitable Google Ads campaigns.', ['18 video lessons', 'Account structure templates', 'Live Q&A recording']),
    brand: ACADEMY, regularPrice: 8999, discountPrice: null, productType: 'normal', stock: 999,
    art: { icon: 'rocket', kicker: 'Online course' },
  },
  {
    name: 'Social Media Strategy Workshop',
    description: describe('A half-day online workshop for your team to build a 90-day social media plan.', ['Up to six participants', 'Pre-workshop audit', 'Written plan afterwards']),
    brand: STUDIO, regularPrice: 19999, discountPrice: 17499, productType: 'variation', stock: 8,
    art: { icon: 'users', kicker: 'Workshop' },
  },
  {
    name: 'Landing Page Copy Pack',
    description: describe('Conversion-focused copy for one landing page, written by our paid media copywriters.', ['Headline and offer variations', 'Form and call-to-action copy', 'Two rounds of revisions']),
    brand: STUDIO, regularPrice: 6999, discountPrice: 5499, productType: 'normal', stock: 30,
    art: { icon: 'pen', kicker: 'Copywriting' },
  },
  {
    name: 'Backlink Outreach Package',
    description: describe('Manual outreach campaign that earns editorial links from relevant websites.', ['Five guaranteed placements', 'Domain-relevant sites only', 'Monthly link report']),
    brand: STUDIO, regularPrice: 29999, discountPrice: null, productType: 'variation', stock: 12,
    art: { icon: 'globe', kicker: 'Link building' },
  },
  {
    name: 'Analytics Tracking Setup',
    description: describe('Google Analytics 4 and Tag Manager configured so every lead and sale is measured.', ['Key events and conversions', 'Ads and Search Console linking', 'Looker Studio dashboard']),
    brand: STUDIO, regularPrice: 12999, discountPrice: 10999, productType: 'normal', stock: 18,
    art: { icon: 'chart', kicker: 'Analytics' },
  },
  {
    name: 'Email Marketing Starter Templates',
    description: describe('Ten responsive email templates for newsletters, offers and welcome sequences.', ['Works with major email platforms', 'Subject line swipe file', 'Setup guide']),
    brand: ACADEMY, regularPrice: 2499, discountPrice: 1999, productType: 'normal', stock: 400,
    art: { icon: 'mail', kicker: 'Templates' },
  },
  {
    name: 'Monthly SEO Maintenance',
    description: describe('Ongoing technical monitoring and fixes that keep your rankings healthy.', ['Monthly crawl and health report', 'Up to four hours of fixes', 'Rank tracking for 50 keywords']),
    brand: STUDIO, regularPrice: 15999, discountPrice: 13999, productType: 'variation', stock: 40,
    art: { icon: 'shield', kicker: 'Maintenance' },
  },
];
