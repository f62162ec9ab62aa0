// The dashboard's week against last week: the last 7 days' visitors, page views and leads, each
// beside last week's figure and the change.

import { screen, within } from '@testing-library/react';
import { insightMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { WeekOnWeek } from '../dashboard/week-on-week';

const asked: string[] = [];
mockApi(
  http.get(apiUrl('insights/report'), ({ request }) => {
    const url = new URL(request.url);
    asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
    return HttpResponse.json({
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
      totals: { views: 1500, visitors: 600, leads: 6 },
      previous: { from: 'x', to: 'y', views: 1000, visitors: 600, leads: 0 },
    });
  }),
);

test('shows the last 7 days against the 7 before, figure by figure', async () => {
  renderWithStore(<WeekOnWeek />);
  const panel = await screen.findByRole('region', { name: insightMessages.week.title });
  const views = await within(panel).findByText(insightMessages.screen.totals.views);
  expect(views.nextSibling).toHaveTextContent(`1,500${insightMessages.week.lastWeek(1000, '+50%')}`);
  expect(within(panel).getByText(insightMessages.screen.totals.visitors).nextSibling).toHaveTextContent(
    insightMessages.week.lastWeek(600, '±0%'),
  );
  expect(within(panel).getByText(insightMessages.screen.totals.leads).nextSibling).toHaveTextContent(
    insightMessages.week.lastWeek(0, 'new'),
  );
  // Seven days ending today.
  const [from, to] = asked[0].split('..');
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
  expect(within(panel).getByRole('link', { name: insightMessages.week.more })).toHaveAttribute('href', '/insights');
});
