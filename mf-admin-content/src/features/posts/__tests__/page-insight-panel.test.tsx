// A page's figures in its editor: p75 LCP and INP coloured by the admin kit's rating classes, the
// same ones the Insights screen uses.

import { screen } from '@testing-library/react';
import type { PageInsight } from '@agency/shared/contract/insights';
import { insightMessages } from '@agency/shared/contract/messages';
import { apiUrl, HttpResponse, http, mockApi, renderWithStore } from '@agency/shared/testing';
import { PageInsightPanel } from '../page-insight-panel';

const figures: PageInsight = {
  path: '/blog/seo-for-small-shops',
  from: '2026-10-30',
  to: '2026-11-28',
  views: 120,
  visitors: 80,
  leads: 2,
  vitals: [
    { metric: 'LCP', p75: 2100, samples: 40, rating: 'good' },
    { metric: 'INP', p75: 620, samples: 12, rating: 'poor' },
  ],
};

mockApi(http.get(apiUrl('insights/page'), () => HttpResponse.json(figures)));

it("colours the page's p75 LCP and INP with the kit's rating classes", async () => {
  renderWithStore(<PageInsightPanel path={figures.path} />, { route: '/', path: '/' });
  const { vital } = insightMessages.page;
  const { ratings } = insightMessages.screen;
  expect(await screen.findByText(vital('LCP', '2100 ms', ratings.good))).toHaveClass('vital-rating', 'vital-rating--good');
  expect(screen.getByText(vital('INP', '620 ms', ratings.poor))).toHaveClass('vital-rating', 'vital-rating--poor');
});
