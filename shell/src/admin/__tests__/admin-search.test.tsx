import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SearchHit } from '@agency/shared/contract';
import { topBarMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { AdminSearch } from '../search/admin-search';
import { SEARCH_DEBOUNCE_MS } from '../search/use-content-search';

const HITS: SearchHit[] = [
  { resource: 'blog', _id: 'b1', label: 'SEO basics for shops' },
  { resource: 'singleService', _id: 's1', label: 'Local SEO' },
  { resource: 'faq', _id: 'f1', label: 'How long does SEO take?' },
];

const queries: string[] = [];
const server = mockApi(
  http.get(apiUrl('search'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    queries.push(q);
    if (q.toLowerCase().includes('zarkowski')) return HttpResponse.json([{ resource: 'contact', _id: 'c1', label: 'Quentin Zarkowski' }]);
    return HttpResponse.json(q.toLowerCase().includes('seo') ? HITS : []);
  }),
);

beforeEach(() => {
  queries.length = 0;
  localStorage.setItem('token', 'staff-token');
});

const where = (path: string) => ({ path, element: <h1>{`At ${path}`}</h1> });

const renderSearch = () =>
  renderWithStore(<AdminSearch />, {
    route: '/dashboard',
    path: '/dashboard',
    routes: [where('/editblog/:id'), where('/edit-single-service/:id'), where('/edit-faq/:id'), where('/contact-list/:id')],
  });

const combobox = () => screen.getByRole('combobox', { name: topBarMessages.searchLabel });

describe('top-bar search', () => {
  it('asks the API once typing pauses, not on every key', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSearch();
      await user.type(combobox(), 'seo');
      expect(queries).toEqual([]);
      await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(await screen.findByRole('option', { name: /SEO basics/ })).toBeInTheDocument();
      expect(queries).toEqual(['seo']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists the hits with their content type, and opens one with a click', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox(), 'SEO');
    await screen.findByRole('option', { name: /SEO basics/ });
    const list = screen.getByRole('listbox', { name: 'Search results' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SEO basics for shopsBlogs', 'Local SEOSingle Services', 'How long does SEO take?FAQs']);
    await user.click(screen.getByRole('option', { name: /Local SEO/ }));
    expect(await screen.findByRole('heading', { name: 'At /edit-single-service/:id' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-single-service/s1');
  });

  it('finds a contact message by its sender and opens the message (issue 21)', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(combobox(), 'Zarkowski');
    const hit = await screen.findByRole('option', { name: /Quentin Zarkowski/ });
    expect(hit).toHaveTextContent('Quentin ZarkowskiOur Contacts');
    await user.click(hit);
    expect(await screen.findByRole('heading', { name: 'At /contact-list/:id' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact-list/c1');
  });

  it('works from the keyboard: arrows move the active option, Enter opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(combobox(), 'seo');
    await screen.findByRole('option', { name: /SEO basics/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getByRole('option', { name: /Local SEO/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', active.id);
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/edit-single-service/s1');
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(combobox(), 'seo');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('seo');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('says when nothing matched, and when the search failed', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(combobox(), 'zebra');
    expect(await screen.findByText(topBarMessages.searchNoResults('zebra'))).toBeInTheDocument();
    server.use(http.get(apiUrl('search'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await user.clear(combobox());
    await user.type(combobox(), 'broken');
    expect(await screen.findByText(topBarMessages.searchFailed)).toBeInTheDocument();
  });

  it('lists a post once: its card, not also its body of the same title', async () => {
    server.use(
      http.get(apiUrl('search'), () =>
        HttpResponse.json([
          { resource: 'blog', _id: 'b1', label: '10 Technical SEO Fixes' },
          { resource: 'singleBlog', _id: 'sb1', label: '10 Technical SEO Fixes' },
          { resource: 'singleBlog', _id: 'sb2', label: 'A body without a card' },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderSearch();
    await user.type(combobox(), 'fixes');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 Technical SEO FixesBlogs', 'A body without a cardSingle Blogs']);
  });

  it('does not search for a single character', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(combobox(), 's');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(queries).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
