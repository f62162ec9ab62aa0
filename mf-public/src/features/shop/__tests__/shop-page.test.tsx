import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_LABEL, loadErrors, routerMessages, SHOP_PAGE_SIZE } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { product } from '../../../testing/fixtures';
import ShopPage from '../shop-page';

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

// Fourteen products: prices 1001..1014, ratings spread, created on day 1..14.
const catalogue = Array.from({ length: 14 }, (_, i) =>
  product(i + 1, { rating: [3, 5, 4, 4.5, 2][i % 5], createdAt: day(i + 1), updatedAt: day(30 - i) }),
);

const server = mockApi(http.get(apiUrl('products'), () => HttpResponse.json(catalogue)));

const renderShop = (route = '/shop') => renderWithStore(<ShopPage />, { route, path: '/shop' });
const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const sortBy = (user: ReturnType<typeof userEvent.setup>, label: string) =>
  user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), label);

describe('shop', () => {
  it('shows eight products a page with Showing X-Y of N results', async () => {
    const { router } = renderShop();
    expect(await screen.findByText('Showing 1-8 of 14 results')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SHOP_PAGE_SIZE);
    const pages = within(screen.getByRole('navigation', { name: 'Shop pages' }));
    expect(pages.getAllByRole('link', { name: /^Page/ })).toHaveLength(2);
    await act(() => router.navigate('/shop?page=2'));
    expect(screen.getByText('Showing 9-14 of 14 results')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('shows the price in Rs, striking through the regular price of a discounted product', async () => {
    server.use(
      http.get(apiUrl('products'), () =>
        HttpResponse.json([
          product(1, { name: 'Audit', regularPrice: 24999, discountPrice: 19999, rating: 5 }),
          product(2, { name: 'Report', regularPrice: 9999, discountPrice: null, rating: 4 }),
        ]),
      ),
    );
    renderShop();
    const audit = within((await screen.findByRole('heading', { name: 'Audit' })).closest('article') as HTMLElement);
    expect(audit.getByText(`${CURRENCY_LABEL} 19,999`)).toBeInTheDocument();
    expect(audit.getByText(`${CURRENCY_LABEL} 24,999`).tagName).toBe('DEL');
    expect(audit.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    const report = within(screen.getByRole('heading', { name: 'Report' }).closest('article') as HTMLElement);
    expect(report.getByText(`${CURRENCY_LABEL} 9,999`)).toBeInTheDocument();
    expect(report.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('turns ADD TO CART into an enquiry about the product', async () => {
    renderShop();
    const link = await screen.findByRole('link', { name: /^ADD TO CART\s?: ask us about Product 2$/ });
    expect(link).toHaveAttribute('href', '/contact?product=Product%202');
  });

  // Six sorts, each a new render: with the config's 90 s, as every test (a limit of its own, 15 s, was tight on a busy machine).
  it('sorts by price both ways, by rating and by newest', async () => {
    const user = userEvent.setup();
    renderShop();
    await screen.findByText('Showing 1-8 of 14 results');

    await sortBy(user, 'Sort by price: low to high');
    expect(names().slice(0, 3)).toEqual(['Product 1', 'Product 2', 'Product 3']);
    await sortBy(user, 'Sort by price: high to low');
    expect(names().slice(0, 3)).toEqual(['Product 14', 'Product 13', 'Product 12']);
    await sortBy(user, 'Sort by newest');
    expect(names()[0]).toBe('Product 14');
    await sortBy(user, 'Sort by latest updates');
    expect(names()[0]).toBe('Product 1');
    await sortBy(user, 'Sort by average rating');
    expect(names().slice(0, 3)).toEqual(['Product 12', 'Product 2', 'Product 7']);
    await sortBy(user, 'Sort by popularity');
    expect(names().slice(0, 3)).toEqual(['Product 12', 'Product 7', 'Product 2']);
  });

  it('goes back to the first page when the sort changes', async () => {
    const user = userEvent.setup();
    renderShop('/shop?page=2');
    await screen.findByText('Showing 9-14 of 14 results');
    await sortBy(user, 'Sort by price: low to high');
    expect(screen.getByText('Showing 1-8 of 14 results')).toBeInTheDocument();
  });

  it('draws five empty stars until a product has a rating, then fills them to it', async () => {
    server.use(
      http.get(apiUrl('products'), () =>
        HttpResponse.json([product(1, { name: 'Unrated', rating: 0 }), product(2, { name: 'Rated', rating: 4.4, createdAt: day(1) })]),
      ),
    );
    renderShop();
    const unrated = within((await screen.findByRole('heading', { name: 'Unrated' })).closest('article') as HTMLElement);
    const empty = unrated.getByRole('img', { name: 'Not rated yet' });
    expect(empty.querySelectorAll('svg')).toHaveLength(5);
    expect([...empty.querySelectorAll('svg')].every((star) => star.getAttribute('fill') === 'none')).toBe(true);
    const rated = within(screen.getByRole('heading', { name: 'Rated' }).closest('article') as HTMLElement);
    const stars = rated.getByRole('img', { name: 'Rated 4.4 out of 5' }).querySelectorAll('svg');
    expect([...stars].map((star) => star.getAttribute('fill'))).toEqual([
      'currentColor',
      'currentColor',
      'currentColor',
      'currentColor',
      'none',
    ]);
  });

  it("opens the shop filtered by the product's name from its search icon, with a way back to all", async () => {
    const user = userEvent.setup();
    const { router } = renderShop();
    await user.click(await screen.findByRole('link', { name: 'Search the shop for Product 2' }));
    expect(router.state.location.search).toBe('?q=Product%202');
    expect(screen.getByText('Showing 1 result for “Product 2”')).toBeInTheDocument();
    expect(names()).toEqual(['Product 2']);
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 1-8 of 14 results')).toBeInTheDocument();
  });

  it('keeps a wish list in the browser with its count, and lists it on demand', async () => {
    const user = userEvent.setup();
    const first = renderShop('/shop?sort=price-asc');
    const heart = await screen.findByRole('button', { name: 'Save Product 3 to the wish list' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: /^Wish list 0 saved$/ })).toBeInTheDocument();
    await user.click(heart);
    await user.click(screen.getByRole('button', { name: 'Save Product 5 to the wish list' }));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /^Wish list 2 saved$/ })).toBeInTheDocument();
    first.unmount();

    // A later visit in the same browser still has it.
    renderShop('/shop?sort=price-asc');
    expect(await screen.findByRole('button', { name: 'Save Product 3 to the wish list' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('link', { name: /^Wish list 2 saved$/ }));
    expect(screen.getByText('Showing 1-2 of 2 results on your wish list')).toBeInTheDocument();
    expect(names().sort()).toEqual(['Product 3', 'Product 5']);
    await user.click(screen.getByRole('button', { name: 'Save Product 5 to the wish list' }));
    expect(names()).toEqual(['Product 3']);
    expect(screen.getByRole('link', { name: /^Wish list 1 saved$/ })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Show all products' }));
    expect(await screen.findByText('Showing 1-8 of 14 results')).toBeInTheDocument();
  });

  describe('share', () => {
    const original = { share: navigator.share, clipboard: navigator.clipboard };
    const setNavigator = (values: Partial<Pick<Navigator, 'share' | 'clipboard'>>) => {
      for (const [key, value] of Object.entries(values)) Object.defineProperty(navigator, key, { value, configurable: true });
    };
    afterEach(() => setNavigator(original));
    const productUrl = 'http://localhost/shop?q=Product%202';

    it('opens the system share sheet with a link to the product where the browser has one', async () => {
      const user = userEvent.setup();
      const share = jest.fn().mockResolvedValue(undefined);
      setNavigator({ share });
      renderShop();
      await user.click(await screen.findByRole('button', { name: 'Share Product 2' }));
      expect(share).toHaveBeenCalledWith({ title: 'Product 2', text: 'Product 2 from Northstar Digital', url: productUrl });
    });

    it('copies the link where there is no share sheet, and shows the link when copying is refused', async () => {
      const user = userEvent.setup();
      const writeText = jest.fn().mockResolvedValue(undefined);
      setNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
      renderShop();
      const card = within((await screen.findByRole('heading', { name: 'Product 2' })).closest('article') as HTMLElement);
      await user.click(card.getByRole('button', { name: 'Share Product 2' }));
      expect(writeText).toHaveBeenCalledWith(productUrl);
      expect(await card.findByRole('status')).toHaveTextContent('Link copied to the clipboard.');

      writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
      await user.click(card.getByRole('button', { name: 'Share Product 2' }));
      expect(await card.findByText(`Copy this link to share it: ${productUrl}`)).toBeInTheDocument();
    });
  });

  it('brings the top of the product list into view on every page change', async () => {
    const scrolled: Element[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    renderShop();
    await screen.findByText('Showing 1-8 of 14 results');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 9-14 of 14 results')).toBeInTheDocument();
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Products' })]);
  });

  it('says in one sentence that nothing matches a search, the wish list, or both', async () => {
    const { router } = renderShop('/shop?q=zzzz');
    expect(await screen.findByText('No products match “zzzz”.')).toBeInTheDocument();
    await act(() => router.navigate('/shop?wishlist=1'));
    expect(screen.getByText('Your wish list is empty.')).toBeInTheDocument();
    await act(() => router.navigate('/shop?q=zzzz&wishlist=1'));
    expect(screen.getByText('No products on your wish list match “zzzz”.')).toBeInTheDocument();
  });

  it('answers a page past the last with the not-found page, as the blog does', async () => {
    renderShop('/shop?page=3');
    expect(await screen.findByRole('heading', { level: 1, name: routerMessages.notFound })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    server.use(http.get(apiUrl('products'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderShop();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.products);
  });
});
