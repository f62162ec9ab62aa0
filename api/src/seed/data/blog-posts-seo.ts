// Blog posts about SEO and keyword research (the first half of the ten).

import type { SeedBlogPost } from './seed-types';

export const SEO_POSTS: SeedBlogPost[] = [
  {
    heading: '10 Technical SEO Fixes That Move Rankings',
    daysAgo: 6,
    summary: `<p>Great content cannot rank if search engines struggle to crawl and understand your site. Technical SEO is the foundation, and a handful of fixes usually deliver most of the gains.</p>
<h2>Start with crawling and indexing</h2>
<p>Check that the pages you want found are indexable and the pages you do not want found are not. Review your robots.txt, XML sitemap and canonical tags together: they should tell one consistent story.</p>
<ul>
<li>Remove accidental <em>noindex</em> tags from important templates.</li>
<li>Keep the sitemap to canonical, 200-status URLs only.</li>
<li>Fix redirect chains so every old URL reaches its new home in one hop.</li>
</ul>`,
    more: `<h2>Speed and Core Web Vitals</h2>
<p>Slow pages lose visitors before they lose rankings. Compress and resize images, serve modern formats such as WebP, and defer scripts that are not needed for the first view. Aim for a Largest Contentful Paint under 2.5 seconds on mobile.</p>
<h2>Structure that search engines understand</h2>
<p>Use one clear H1 per page, descriptive headings below it and internal links with meaningful anchor text. Add structured data for your organisation, products, articles and FAQs so your listings can earn rich results.</p>
<h3>The remaining quick wins</h3>
<ol>
<li>Make every page reachable within three clicks of the home page.</li>
<li>Write unique title tags and meta descriptions for key pages.</li>
<li>Fix broken internal links and 404s that still receive traffic.</li>
<li>Serve the whole site over HTTPS with a single preferred host name.</li>
</ol>
<p>Work through the list in order of impact, measure the change in Search Console and repeat the audit every quarter.</p>`,
    art: { icon: 'gear', kicker: 'Technical SEO' },
    gallery: [
      { icon: 'search', kicker: 'Crawling', label: 'Make every page discoverable' },
      { icon: 'rocket', kicker: 'Speed', label: 'Faster pages, happier visitors' },
    ],
  },
  {
    heading: 'How to Do Keyword Research in 2025',
    daysAgo: 48,
    summary: `<p>Keyword research has changed. Search results now mix AI overviews, videos, forums and shopping listings, so the question is no longer just how many people search for a term, but what they expect to find.</p>
<h2>Begin with your customers, not a tool</h2>
<p>List the problems your customers describe on sales calls and in support tickets. Those phrases are the seeds of your research and often reveal terms no tool suggests.</p>
<ul>
<li>Interview your sales team for the questions prospects ask.</li>
<li>Read reviews of your products and your competitors' products.</li>
<li>Look at the "People also ask" box for each seed term.</li>
</ul>`,
    more: `<h2>Group keywords by intent</h2>
<p>Sort every keyword into informational, commercial or transactional intent. Each group needs a different type of page: a guide, a comparison or a product page. Targeting the wrong page type is the most common reason good content fails to rank.</p>
<h2>Prioritise with a simple score</h2>
<p>For each topic, weigh three factors: business value, ranking difficulty and current position. A keyword you already rank for on page two is often worth more than a new, high-volume term.</p>
<h3>Your keyword research checklist</h3>
<ol>
<li>Collect seed terms from customers and competitors.</li>
<li>Expand them with a research tool and the search results themselves.</li>
<li>Group by topic and intent, then map each group to one page.</li>
<li>Score and schedule the work for the next quarter.</li>
</ol>`,
    art: { icon: 'key', kicker: 'Keyword research' },
    gallery: [
      { icon: 'users', kicker: 'Customers first', label: 'Listen before you search' },
      { icon: 'document', kicker: 'Planning', label: 'Map keywords to pages' },
    ],
  },
  {
    heading: 'Local SEO: Win the Map Pack in Your Town',
    daysAgo: 120,
    summary: `<p>For a dentist, a plumber or a law firm, the three businesses shown in the Google map pack get most of the calls. Getting into that pack is a local SEO project with clear steps.</p>
<h2>Complete and optimise your Google Business Profile</h2>
<p>Choose the most specific primary category, add every service you offer, upload real photos and keep opening hours accurate, including holidays.</p>
<ul>
<li>Write a description that naturally mentions your main services and area.</li>
<li>Add products or services with short descriptions and prices where possible.</li>
<li>Post updates and offers at least twice a month.</li>
</ul>`,
    more: `<h2>Reviews are a ranking factor and a sales tool</h2>
<p>Ask every happy customer for a review, make it easy with a short link, and reply to every review, positive or negative. Recent, detailed reviews help both rankings and conversion.</p>
<h2>Consistent citations and local pages</h2>
<p>Make sure your business name, address and phone number are identical across directories. If you serve several towns, create a genuinely useful page for each, with local photos, testimonials and directions.</p>
<blockquote>Proximity matters most, but relevance and prominence are where you can outwork competitors.</blockquote>
<p>Track calls, direction requests and website clicks from your profile each month to see the impact.</p>`,
    art: { icon: 'target', kicker: 'Local SEO' },
    gallery: [
      { icon: 'globe', kicker: 'Local search', label: 'Be found nearby' },
      { icon: 'star', kicker: 'Reviews', label: 'Reviews that build trust' },
    ],
  },
  {
    heading: 'Content That Ranks: A Practical Guide to Topic Clusters',
    daysAgo: 214,
    summary: `<p>Publishing one article per keyword is a slow way to build authority. Topic clusters organise your content around themes, so search engines see depth and readers find their next answer.</p>
<h2>What a topic cluster looks like</h2>
<p>A cluster has a pillar page that covers a broad topic and several supporting articles that each answer a narrower question. They all link to each other.</p>
<ul>
<li><strong>Pillar:</strong> "Retirement planning" explained end to end.</li>
<li><strong>Supporting articles:</strong> pension types, tax allowances, early retirement.</li>
<li><strong>Links:</strong> every article links up to the pillar and across to siblings.</li>
</ul>`,
    more: `<h2>Planning your first cluster</h2>
<p>Pick a topic that is close to revenue and where you have real expertise. Use your keyword research to list the questions within it, then decide which deserve their own article and which belong in the pillar.</p>
<h2>Writing for people first</h2>
<p>Answer the question in the first paragraph, then add depth: examples, data, and your own experience. Keep paragraphs short, use descriptive subheadings and include a clear next step.</p>
<h3>Measure the cluster, not the page</h3>
<p>Track impressions, clicks and conversions for the whole cluster. Supporting articles often convert less on their own but lift the pillar's rankings, and that is where the leads come from.</p>`,
    art: { icon: 'document', kicker: 'Content strategy' },
    gallery: [
      { icon: 'bulb', kicker: 'Ideas', label: 'From questions to content' },
      { icon: 'chart', kicker: 'Results', label: 'Authority that compounds' },
    ],
  },
  {
    heading: 'SEO Reporting: The Metrics That Actually Matter',
    daysAgo: 301,
    summary: `<p>Rankings and traffic charts look good in a report, but they do not pay the bills. A useful SEO report connects search performance to leads and revenue, and explains what happens next.</p>
<h2>The three layers of an SEO report</h2>
<p>Think of your report as three layers: visibility, engagement and outcomes. Each answers a different question for a different reader.</p>
<ul>
<li><strong>Visibility:</strong> impressions, average position and share of voice for priority topics.</li>
<li><strong>Engagement:</strong> organic sessions, engaged sessions and top landing pages.</li>
<li><strong>Outcomes:</strong> leads, sales and revenue attributed to organic search.</li>
</ul>`,
    more: `<h2>Set up tracking before you report</h2>
<p>Define your conversions in analytics, mark them as key events and test them. Connect Search Console so query data sits beside conversion data, and annotate major site changes.</p>
<h2>Tell the story, not just the numbers</h2>
<p>Start every report with three sentences: what changed, why it changed and what we will do about it. Executives read the summary; specialists read the detail.</p>
<h3>Metrics to drop</h3>
<ol>
<li>Domain authority scores from third-party tools as a goal in themselves.</li>
<li>Total keywords ranked, which rewards irrelevant terms.</li>
<li>Bounce rate without context about page purpose.</li>
</ol>`,
    art: { icon: 'chart', kicker: 'Analytics' },
    gallery: [
      { icon: 'chart', kicker: 'Visibility', label: 'From rankings to revenue' },
      { icon: 'coin', kicker: 'Outcomes', label: 'Report what pays the bills' },
    ],
  },
];
