// The admin lists' date filter (issue 21): days in the address, both included, sent to the API as
// the instants that start and end them in the agency's time zone.

import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, type ListQuery } from '@agency/shared/contract';
import { listMessages } from '@agency/shared/contract/messages';
import { renderWithStore } from '@agency/shared/testing';
import { ResourceList, addedColumn, textColumn, useListQuery } from '@agency/shared/admin';

const ZONE = 'America/New_York';
beforeEach(() => {
  window.__APP_CONFIG__ = { siteTimeZone: ZONE };
});
afterEach(() => {
  delete window.__APP_CONFIG__;
});

interface Entry {
  _id: string;
  title: string;
  createdAt?: string;
}

/** A list whose API request the test reads: the query the list kit would send. */
function Harness({ byDate = true, sent }: { byDate?: boolean; sent: (query: ListQuery) => void }) {
  const controls = useListQuery(undefined, { byDate });
  sent(controls.query);
  return (
    <ResourceList<Entry>
      area={adminArea('blog')}
      list={{ data: { data: [], total: 0, page: 1, limit: 10 }, isLoading: false, isError: false }}
      controls={controls}
      columns={[textColumn<Entry>('Heading', (entry) => entry.title)]}
      rowName={(entry) => entry.title}
      loadFailed="Failed"
    />
  );
}

const dateInput = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('the date filter', () => {
  it('keeps the chosen days in the address and asks the API from the first day’s start to the last one’s end, in the agency’s zone', async () => {
    const user = userEvent.setup();
    const queries: ListQuery[] = [];
    const { router } = renderWithStore(<Harness sent={(query) => queries.push(query)} />, { route: '/blog-list?page=3' });
    expect(screen.getByRole('group', { name: listMessages.dateRange })).toBeInTheDocument();

    await user.type(dateInput(listMessages.dateFrom), '2026-11-01');
    await user.type(dateInput(listMessages.dateTo), '2026-11-30');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-01');
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-11-30');
    // A new range starts at page 1.
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    // Midnight of 1 November in New York is 04:00 UTC (summer time), of 1 December 05:00 UTC.
    expect(queries.at(-1)).toMatchObject({ page: 1, from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z' });
    expect(screen.getByText(listMessages.noneInDates)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: listMessages.clearDates }));
    expect(router.state.location.search).toBe('');
    expect(queries.at(-1)).not.toHaveProperty('from');
    expect(queries.at(-1)).not.toHaveProperty('to');
  });

  it('keeps both days when both change before the list shows the first (a quick hand, a script)', async () => {
    const { router } = renderWithStore(<Harness sent={() => undefined} />, { route: '/blog-list?q=seo' });
    await act(async () => {
      fireEvent.change(dateInput(listMessages.dateFrom), { target: { value: '2026-11-01' } });
      fireEvent.change(dateInput(listMessages.dateTo), { target: { value: '2026-11-30' } });
    });
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('q'), params.get('from'), params.get('to')]).toEqual(['seo', '2026-11-01', '2026-11-30']);
  });

  it('builds a change on the address shown: after Back, the day Back took away stays away', async () => {
    const { router } = renderWithStore(<Harness sent={() => undefined} />, { route: '/blog-list?q=seo' });
    fireEvent.change(dateInput(listMessages.dateFrom), { target: { value: '2026-11-01' } });
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('?q=seo');
    fireEvent.change(dateInput(listMessages.dateTo), { target: { value: '2026-11-30' } });
    expect(router.state.location.search).toBe('?q=seo&to=2026-11-30');
  });

  it('opens with the days the address names; days chosen the wrong way round mean the first of them', () => {
    const queries: ListQuery[] = [];
    renderWithStore(<Harness sent={(query) => queries.push(query)} />, { route: '/blog-list?from=2026-11-10&to=2026-11-05' });
    expect(dateInput(listMessages.dateFrom)).toHaveValue('2026-11-10');
    expect(queries.at(-1)).toMatchObject({ from: '2026-11-10T05:00:00.000Z', to: '2026-11-11T05:00:00.000Z' });
  });

  it('is not offered by a list the API cannot filter by date, which ignores days in its address', () => {
    const queries: ListQuery[] = [];
    renderWithStore(<Harness byDate={false} sent={(query) => queries.push(query)} />, { route: '/all-users?from=2026-11-01' });
    expect(screen.queryByRole('group', { name: listMessages.dateRange })).not.toBeInTheDocument();
    expect(queries.at(-1)).not.toHaveProperty('from');
  });
});

describe('the Added column', () => {
  function AddedList({ entries }: { entries: Entry[] }) {
    const controls = useListQuery(undefined, { byDate: true });
    return (
      <ResourceList<Entry>
        area={adminArea('blog')}
        list={{ data: { data: entries, total: entries.length, page: 1, limit: 10 }, isLoading: false, isError: false }}
        controls={controls}
        columns={[textColumn<Entry>('Heading', (entry) => entry.title), addedColumn<Entry>()]}
        rowName={(entry) => entry.title}
        loadFailed="Failed"
      />
    );
  }

  it('shows when each entry was added on the agency’s clock, and sorts newest first on the first click', async () => {
    const user = userEvent.setup();
    const { router } = renderWithStore(<AddedList entries={[{ _id: 'a', title: 'Late', createdAt: '2026-11-01T03:30:00.000Z' }]} />, {
      route: '/blog-list',
    });
    // 03:30 UTC on 1 November is still 31 October in New York: the day the date filter counts it in.
    const when = screen.getByText('Oct 31, 2026').closest('time')!;
    expect(when).toHaveTextContent('Oct 31, 2026 11:30 PM');
    expect(when).toHaveAttribute('datetime', '2026-11-01T03:30:00.000Z');

    await user.click(screen.getByRole('button', { name: listMessages.dateColumn }));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('sort'), params.get('order')]).toEqual(['createdAt', 'desc']);
  });
});
