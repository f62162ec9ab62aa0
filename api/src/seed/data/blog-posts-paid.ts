// Blog posts about paid search, paid social and strategy (the second half of the ten).

import type { SeedBlogPost } from './seed-types';

export const PAID_POSTS: SeedBlogPost[] = [
  {
    heading: 'Google Ads Budget: How Much Should a Small Business Spend?',
    daysAgo: 19,
    summary: `<p>There is no universal number, but there is a sensible way to set a Google Ads budget: work backwards from what a customer is worth to you and what a click costs in your market.</p>
<h2>Start with your numbers</h2>
<p>Estimate three figures before you spend a penny: average customer value, the share of enquiries that become customers and the typical cost per click for your main keywords.</p>
<ul>
<li>Customer value × close rate = what an enquiry is worth.</li>
<li>Enquiry value × website conversion rate = the most you can pay per click.</li>
<li>Compare that with the market cost per click to see if search is viable.</li>
</ul>`,
    more: `<h2>Budget for learning, then for scale</h2>
<p>The first six to eight weeks are about data. Spend enough to get at least 30 conversions a month in your main campaign, so bidding algorithms have something to learn from.</p>
<h2>Protect the budget you set</h2>
<p>Review search terms weekly, add negatives and pause keywords that spend without converting. Schedule ads for the hours your team can answer the phone.</p>
<h3>A simple rule of thumb</h3>
<p>If your numbers allow it, start with a budget that buys at least 20 clicks a day on your core keywords. Scale only the campaigns that deliver enquiries below your target cost.</p>`,
    art: { icon: 'coin', kicker: 'Google Ads' },
    gallery: [
      { icon: 'coin', kicker: 'Budget', label: 'Work backwards from value' },
      { icon: 'cursor', kicker: 'Clicks', label: 'Pay only for the right clicks' },
    ],
  },
  {
    heading: 'Facebook Ads Creative: What Works Right Now',
    daysAgo: 82,
    summary: `<p>Targeting on Facebook and Instagram is increasingly automated, which means creative is now the strongest lever you control. The right ad finds its audience.</p>
<h2>Hook them in the first second</h2>
<p>Most people decide within a second whether to keep watching. Open with movement, a face or a bold claim, and show the product early.</p>
<ul>
<li>Design for sound off, with captions burned in.</li>
<li>Use vertical 9:16 video for Stories and Reels placements.</li>
<li>Keep the first frame readable as a static image.</li>
</ul>`,
    more: `<h2>Test concepts, not colours</h2>
<p>Small tweaks rarely change results. Test different angles instead: a customer testimonial against a product demo, a problem-first story against an offer-first ad.</p>
<h2>Refresh before fatigue sets in</h2>
<p>Watch frequency and click-through rate. When frequency climbs above three and click-through rate falls, introduce new creative built on the winning concept.</p>
<h3>Our creative testing routine</h3>
<ol>
<li>Launch three to five concepts with equal budget.</li>
<li>Judge on cost per result after enough spend to be meaningful.</li>
<li>Iterate on the winner with new hooks and formats.</li>
</ol>`,
    art: { icon: 'thumbsUp', kicker: 'Paid social' },
    gallery: [
      { icon: 'play', kicker: 'Video', label: 'Hook them in one second' },
      { icon: 'bulb', kicker: 'Testing', label: 'Test ideas, not colours' },
    ],
  },
  {
    heading: 'SEO vs PPC: Which Channel Should You Invest In First?',
    daysAgo: 165,
    summary: `<p>It is one of the first questions every new client asks. The honest answer depends on your timeline, budget and how competitive your market is, but most businesses benefit from both.</p>
<h2>When paid search comes first</h2>
<p>Pay-per-click delivers traffic from day one. It suits new websites, seasonal offers and businesses that need leads this month.</p>
<ul>
<li>Immediate visibility for commercial keywords.</li>
<li>Precise control over budget, location and schedule.</li>
<li>Fast data on which keywords and messages convert.</li>
</ul>`,
    more: `<h2>When SEO comes first</h2>
<p>SEO takes months to build but keeps delivering without a cost per click. It suits markets with expensive clicks and buyers who research before they buy.</p>
<h2>Why the best plans use both</h2>
<p>Paid search data tells your SEO team which keywords convert. Organic rankings lower your dependence on paid clicks over time. Together they cover more of the results page.</p>
<blockquote>Use PPC to learn fast and SEO to own the results you have learned are valuable.</blockquote>`,
    art: { icon: 'target', kicker: 'Strategy' },
    gallery: [
      { icon: 'cursor', kicker: 'Paid', label: 'Traffic from day one' },
      { icon: 'chart', kicker: 'Organic', label: 'Growth that keeps paying' },
    ],
  },
  {
    heading: 'Landing Pages That Convert Paid Traffic',
    daysAgo: 256,
    summary: `<p>Sending paid traffic to your home page is one of the most expensive mistakes in digital marketing. A focused landing page can double your conversion rate without changing the ads.</p>
<h2>One page, one goal</h2>
<p>A landing page should ask visitors to do one thing: call, book or buy. Remove the main navigation and anything that competes with that action.</p>
<ul>
<li>Match the headline to the ad the visitor clicked.</li>
<li>Show the offer and the call to action above the fold.</li>
<li>Keep forms short: every field costs conversions.</li>
</ul>`,
    more: `<h2>Build trust quickly</h2>
<p>Add reviews, recognisable client logos, guarantees and clear pricing where possible. Visitors from ads do not know you yet, so proof matters more than on any other page.</p>
<h2>Speed is part of conversion</h2>
<p>Every extra second of load time loses visitors you have already paid for. Compress images, limit scripts and test on a mid-range phone over mobile data.</p>
<h3>Test one change at a time</h3>
<p>Start with the headline and the offer, which have the biggest impact. Run each test until it reaches a meaningful number of conversions before declaring a winner.</p>`,
    art: { icon: 'cursor', kicker: 'Conversion' },
    gallery: [
      { icon: 'target', kicker: 'Focus', label: 'One page, one goal' },
      { icon: 'shield', kicker: 'Trust', label: 'Proof that converts' },
    ],
  },
  {
    heading: 'Social Media Marketing Plan for the Next 90 Days',
    daysAgo: 352,
    summary: `<p>Posting when you remember is not a strategy. A 90-day social media plan gives your team focus, a steady rhythm and results you can measure at the end of the quarter.</p>
<h2>Set objectives you can measure</h2>
<p>Choose one or two objectives for the quarter, such as growing qualified followers, driving website visits or generating enquiries, and set a number for each.</p>
<ul>
<li>Pick the two platforms where your customers spend their time.</li>
<li>Define three content pillars that reflect your expertise.</li>
<li>Agree how often you will post and who approves content.</li>
</ul>`,
    more: `<h2>Plan content in weekly themes</h2>
<p>Batch-create content around a weekly theme: a how-to, a customer story, a behind-the-scenes post and a clear offer. Repurpose one long video into several short clips.</p>
<h2>Engage, do not just broadcast</h2>
<p>Reply to comments within a day, join conversations in your niche and share your customers' posts. Engagement signals help your reach and build relationships.</p>
<h3>Review at day 30, 60 and 90</h3>
<p>Compare results against your objectives, double down on the formats that work and drop the ones that do not. Put a small paid budget behind your best organic posts.</p>`,
    art: { icon: 'megaphone', kicker: 'Social media' },
    gallery: [
      { icon: 'users', kicker: 'Community', label: 'Engage, do not broadcast' },
      { icon: 'document', kicker: 'Planning', label: 'Ninety days of focus' },
    ],
  },
];
