import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_LABEL, loadErrors, SHOP_PAGE_SIZE } from '@agency/shared/contract';
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

  it('says so when the products cannot be loaded', async () => {
    server.use(http.get(apiUrl('products'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderShop();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.products);
  });
});
