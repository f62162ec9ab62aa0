import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { renderWithStore } from '@agency/shared/testing';
import { pageFromSearch } from '../../../utils/paginate';
import { Pagination } from '../pagination';

function PagedList() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  return (
    <>
      <h1>Things</h1>
      <section aria-label="Things list">
        <p>Items of page {page}</p>
        <Pagination page={page} pageCount={3} label="Thing pages" />
      </section>
    </>
  );
}

const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});

const renderList = (route = '/things') => renderWithStore(<PagedList />, { route, path: '/things' });

describe('pagination', () => {
  it('links Prev, each page and Next, marking the current page', () => {
    renderList('/things?page=2');
    expect(screen.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/things');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/things?page=3');
  });

  it('brings the top of the list into view and focuses it on every page change, not on the first view', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    const list = screen.getByRole('region', { name: 'Things list' });
    expect(scrolled).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText('Items of page 2')).toBeInTheDocument();
    expect(scrolled).toEqual([list]);
    expect(list).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(scrolled).toEqual([list, list]);

    // Back in history is a page change too, and the browser must not restore the old position after ours.
    expect(window.history.scrollRestoration).toBe('manual');
    await act(() => router.navigate(-1));
    expect(screen.getByText('Items of page 2')).toBeInTheDocument();
    expect(scrolled).toHaveLength(3);
  });

  it('stays put when the current page is chosen again', async () => {
    const user = userEvent.setup();
    renderList('/things?page=2');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(scrolled).toEqual([]);
  });
});
