// The service detail pages (/services/{slug}): one per home-strip service, same heading.

import type { SeedSingleService } from './seed-types';

export const SINGLE_SERVICES: SeedSingleService[] = [
  {
    heading: 'Seo Services',
    description: `<h2>Search engine optimisation that compounds</h2>
<p>Organic search is still the channel with the best long-term return. Our SEO programmes combine technical excellence, content that answers real questions and digital PR that earns authority, so every month of work builds on the last.</p>
<h3>What we do</h3>
<ul>
<li><strong>Technical audit:</strong> crawlability, indexation, Core Web Vitals, structured data and internal linking.</li>
<li><strong>On-page optimisation:</strong> titles, headings and copy aligned with search intent for every key page.</li>
<li><strong>Content strategy:</strong> topic clusters and briefs that target the questions your buyers ask.</li>
<li><strong>Link building:</strong> outreach and digital PR that earn mentions from relevant, trusted sites.</li>
</ul>
<h3>How we report</h3>
<p>You get a monthly report in plain English: rankings, organic traffic, leads and revenue from search, plus what we did and what comes next. No vanity metrics, no jargon.</p>`,
    features: [
      {
        featureIcon: 'fa-solid fa-magnifying-glass-chart',
        featureTitle: 'Technical SEO Audit',
        featureDesc: 'A full crawl of your site with a prioritised fix list your developers can act on.',
      },
      {
        featureIcon: 'fa-solid fa-file-pen',
        featureTitle: 'On-Page Optimisation',
        featureDesc: 'Titles, headings, copy and schema tuned to the intent behind every target keyword.',
      },
      {
        featureIcon: 'fa-solid fa-link',
        featureTitle: 'Authority Building',
        featureDesc: 'Digital PR and outreach that earn links from sites your customers already trust.',
      },
      {
        featureIcon: 'fa-solid fa-location-dot',
        featureTitle: 'Local SEO',
        featureDesc: 'Google Business Profile optimisation and citations that win the map pack.',
      },
      {
        featureIcon: 'fa-solid fa-chart-line',
        featureTitle: 'Transparent Reporting',
        featureDesc: 'Monthly reports tying rankings and traffic to leads and revenue.',
      },
    ],
    gallery: [
      { icon: 'search', kicker: 'Technical audit', label: 'Crawl, index, rank' },
      { icon: 'chart', kicker: 'Results', label: 'Organic traffic that compounds' },
    ],
  },
  {
    heading: 'Facebook Ads',
    description: `<h2>Paid social that pays for itself</h2>
<p>Facebook and Instagram put your brand in front of exactly the people most likely to buy. We plan, build and optimise campaigns around one goal: profitable growth you can measure.</p>
<h3>Our approach</h3>
<ol>
<li><strong>Audience research:</strong> we combine your customer data with interest and lookalike audiences.</li>
<li><strong>Creative that stops the scroll:</strong> short video, carousels and static ads, tested in structured rounds.</li>
<li><strong>Full-funnel campaigns:</strong> prospecting, retargeting and retention working together.</li>
<li><strong>Accurate tracking:</strong> Pixel and Conversions API set up so every sale is attributed.</li>
</ol>
<p>Every week we shift budget towards the ads and audiences that deliver, and pause what does not.</p>`,
    features: [
      {
        featureIcon: 'fa-solid fa-users-viewfinder',
        featureTitle: 'Precise Targeting',
        featureDesc: 'Custom, lookalike and interest audiences built from your best customers.',
      },
      {
        featureIcon: 'fa-solid fa-photo-film',
        featureTitle: 'Creative Testing',
        featureDesc: 'Structured tests of hooks, formats and offers to find the ads that convert.',
      },
      {
        featureIcon: 'fa-solid fa-rotate',
        featureTitle: 'Retargeting',
        featureDesc: 'Bring back visitors who showed interest with timely, relevant messages.',
      },
      {
        featureIcon: 'fa-solid fa-bullseye',
        featureTitle: 'Conversion Tracking',
        featureDesc: 'Pixel and Conversions API configured so results are measured reliably.',
      },
    ],
    gallery: [
      { icon: 'users', kicker: 'Audiences', label: 'Reach the right people' },
      { icon: 'thumbsUp', kicker: 'Creative', label: 'Ads that stop the scroll' },
    ],
  },
  {
    heading: 'Google Ads',
    description: `<h2>Be there the moment they search</h2>
<p>Google Ads captures demand that already exists. Our specialists build campaigns that win the clicks worth paying for and convert them into enquiries and sales.</p>
<h3>What is included</h3>
<ul>
<li>Account audit and restructure around themes, match types and margins.</li>
<li>Search, Shopping and Performance Max campaigns with clean negative keyword lists.</li>
<li>Responsive search ads written and tested by our copywriters.</li>
<li>Landing page recommendations to lift conversion rate.</li>
<li>Bid strategy management with weekly optimisation and monthly reviews.</li>
</ul>
<blockquote>Most accounts we take over waste 20–30% of their budget on irrelevant searches. Finding that waste is the first thing we do.</blockquote>`,
    features: [
      {
        featureIcon: 'fa-solid fa-magnifying-glass-dollar',
        featureTitle: 'Search Campaigns',
        featureDesc: 'Tightly themed ad groups that match the intent behind each search.',
      },
      {
        featureIcon: 'fa-solid fa-cart-shopping',
        featureTitle: 'Shopping & PMax',
        featureDesc: 'Product feeds optimised so your best sellers get the visibility they deserve.',
      },
      {
        featureIcon: 'fa-solid fa-filter-circle-dollar',
        featureTitle: 'Wasted Spend Control',
        featureDesc: 'Search term reviews and negative lists that stop paying for the wrong clicks.',
      },
      {
        featureIcon: 'fa-solid fa-gauge-high',
        featureTitle: 'Bid Optimisation',
        featureDesc: 'Smart bidding guided by real conversion values, reviewed every week.',
      },
      {
        featureIcon: 'fa-solid fa-pen-nib',
        featureTitle: 'Ad Copywriting',
        featureDesc: 'Headlines and descriptions written to earn the click and pre-qualify it.',
      },
      {
        featureIcon: 'fa-solid fa-chart-pie',
        featureTitle: 'Clear Reporting',
        featureDesc: 'Cost per lead, return on ad spend and next steps in one monthly report.',
      },
    ],
    gallery: [
      { icon: 'cursor', kicker: 'Paid search', label: 'Clicks worth paying for' },
      { icon: 'coin', kicker: 'Efficiency', label: 'Lower cost per acquisition' },
    ],
  },
  {
    heading: 'Keyword Research',
    description: `<h2>Know exactly what your customers search for</h2>
<p>Every successful SEO and paid search campaign starts with the right keywords. Our research goes beyond search volume to uncover intent, competition and commercial value.</p>
<h3>Your keyword research deliverable</h3>
<ul>
<li>A master list of keywords grouped by topic and buying stage.</li>
<li>Search volume, keyword difficulty and estimated cost per click for each term.</li>
<li>Competitor gap analysis showing where rivals rank and you do not.</li>
<li>A content plan mapping priority keywords to existing and new pages.</li>
</ul>
<p>We walk you through the findings in a one-hour workshop, so your team can use the research long after the project ends.</p>`,
    features: [
      {
        featureIcon: 'fa-solid fa-key',
        featureTitle: 'Intent Mapping',
        featureDesc: 'Keywords grouped by what the searcher wants: to learn, compare or buy.',
      },
      {
        featureIcon: 'fa-solid fa-scale-balanced',
        featureTitle: 'Competitor Gaps',
        featureDesc: 'The terms your competitors rank for that you are missing out on.',
      },
      {
        featureIcon: 'fa-solid fa-sitemap',
        featureTitle: 'Content Mapping',
        featureDesc: 'Each priority keyword assigned to the page that should rank for it.',
      },
    ],
    gallery: [
      { icon: 'key', kicker: 'Research', label: 'Keywords with intent' },
      { icon: 'document', kicker: 'Deliverable', label: 'Your content roadmap' },
    ],
  },
];
