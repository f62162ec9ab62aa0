// The Insights screen: the range's totals against the period before, the sections of the report,
// Core Web Vitals coloured by their rating, another range asked for when a preset is chosen, the CSV.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsightReport } from '@agency/shared/contract/insights';
import { insightMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import InsightsPage from '../insights-page';
import { renderPage } from '../../../test-support/screens';

const report = (from: string, to: string): InsightReport => ({
  from,
  to,
  previous: { from: '2026-11-15', to: '2026-11-21', views: 50, visitors: 20, leads: 1 },
  totals: { views: 90, visitors: 30, leads: 2 },
  daily: [
    { day: '2026-11-22', views: 40, visitors: 10 },
    { day: '2026-11-23', views: 50, visitors: 20 },
  ],
  topPages: [{ path: '/blog', views: 60, visitors: 25 }],
  referrers: [{ referrer: 'google.com', views: 20, visitors: 8 }],
  campaigns: [{ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'nov', views: 12, visitors: 5 }],
  channels: [{ channel: 'email', views: 12, visitors: 5 }],
  devices: [{ device: 'phone', views: 30, visitors: 12 }],
  vitalsTrend: [
    { day: '2026-11-22', metric: 'LCP', p75: 2100, samples: 20, rating: 'good' },
    { day: '2026-11-23', metric: 'LCP', p75: 4300, samples: 20, rating: 'poor' },
    { day: '2026-11-23', metric: 'INP', p75: 250, samples: 6, rating: 'needs-improvement' },
  ],
  vitals: [
    { path: '/blog', metric: 'LCP', p75: 2100, samples: 40, rating: 'good' },
    { path: '/blog', metric: 'INP', p75: 620, samples: 12, rating: 'poor' },
  ],
  errors: [{ remote: 'mf_public', version: '1.2.3', message: 'TypeError: x', file: '/remotes/mf_public/a.js', count: 3 }],
  leadsByLandingPage: [{ landingPage: '/blog', leads: 2, visitors: 25, conversion: 0.08 }],
  leadsByChannel: [
    { channel: 'email', leads: 1 },
    { channel: 'unknown', leads: 1 },
  ],
  leadsByCampaign: [{ utmCampaign: 'nov', leads: 1 }],
});

const asked: string[] = [];
mockApi(
  http.get(apiUrl('insights/report'), ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
    return HttpResponse.json(report(url.searchParams.get('from')!, url.searchParams.get('to')!));
  }),
);

beforeEach(() => {
  asked.length = 0;
});

const renderInsights = () => renderPage(InsightsPage, '/insights', '/insights');

it("draws the site's p75 LCP and INP per day, each day coloured and named by its rating", async () => {
  renderInsights();
  const lcp = await screen.findByRole('img', { name: m.screen.vitalsTrend('LCP') });
  expect([...lcp.querySelectorAll('rect')].map((bar) => [bar.getAttribute('class'), bar.textContent])).toEqual([
    ['insights__trend--good', m.screen.vitalsTrendDay('2026-11-22', '2100 ms', m.screen.ratings.good)],
    ['insights__trend--poor', m.screen.vitalsTrendDay('2026-11-23', '4300 ms', m.screen.ratings.poor)],
  ]);
  const inp = screen.getByRole('img', { name: m.screen.vitalsTrend('INP') });
  expect(inp.querySelectorAll('rect')).toHaveLength(1);
  expect(inp).toHaveTextContent(m.screen.vitalsTrendDay('2026-11-23', '250 ms', m.screen.ratings['needs-improvement']));
});

it('shows the totals against the previous period and every section of the report', async () => {
  renderInsights();
  const totals = await screen.findByText(m.screen.versus(20, '+50%'));
  expect(totals.closest('div')).toHaveTextContent(`${m.screen.totals.visitors}30`);
  expect(screen.getByText(m.screen.versus(1, '+100%'))).toBeInTheDocument();
  const campaigns = screen.getByRole('region', { name: m.screen.sections.campaigns });
  expect(within(campaigns).getByRole('row', { name: /nov newsletter \/ email 5/ })).toBeInTheDocument();
  const leads = screen.getByRole('region', { name: m.screen.sections.leadsByLandingPage });
  expect(within(leads).getByRole('row', { name: /\/blog 2 25 8.0%/ })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: m.screen.sections.leadsByChannel })).getByText(m.unknown)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: m.screen.sections.errors })).getByText('mf_public@1.2.3')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: m.screen.dailyChart })).toBeInTheDocument();
});

it("colours each page's p75 by Google's thresholds", async () => {
  renderInsights();
  const vitals = await screen.findByRole('region', { name: m.screen.sections.vitals });
  expect(within(vitals).getByText(m.screen.ratings.good)).toHaveClass('vital-rating--good');
  expect(within(vitals).getByText(m.screen.ratings.poor)).toHaveClass('vital-rating--poor');
  expect(within(vitals).getByRole('row', { name: /INP 620 ms/ })).toBeInTheDocument();
});

it('asks for another range when a preset is chosen', async () => {
  const user = userEvent.setup();
  renderInsights();
  await screen.findByRole('region', { name: m.screen.sections.topPages });
  await user.click(screen.getByRole('button', { name: m.screen.ranges[30] }));
  await waitFor(() => expect(asked).toHaveLength(2));
  const [from, to] = asked[1].split('..');
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
});
