import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_PAGE_SIZE, loadErrors, routerMessages } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { blogPost, blogPosts } from '../../../testing/fixtures';
import { blogPages, blogRequests } from '../../../testing/blog-pages';
import BlogListPage from '../blog-list-page';

const server = mockApi(blogPages(blogPosts(6)));

const renderList = (route = '/blog') => renderWithStore(<BlogListPage />, { route, path: '/blog' });

const cards = () => screen.getAllByRole('article');

describe('blog list', () => {
  it('shows a spinner while the posts load', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    await screen.findByText('Post number 1');
  });

  it('shows six posts without any page links when there are six', async () => {
    renderList();
    await screen.findByText('Post number 1');
    expect(cards()).toHaveLength(BLOG_PAGE_SIZE);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    expect(screen.queryByText('Prev')).not.toBeInTheDocument();
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('pages through more than six posts with Prev, numbered pages and Next', async () => {
    server.use(blogPages(blogPosts(8)));
    blogRequests.length = 0;
    const { router } = renderList();
    await screen.findByText('Post number 1');
    expect(cards()).toHaveLength(6);
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pages.getByText('Prev').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');

    await act(() => router.navigate('/blog?page=2'));
    await screen.findByText('Post number 7');
    expect(cards()).toHaveLength(2);
    // Each page is asked for when the visitor goes to it, six posts at a time.
    expect(blogRequests.map((url) => url.search)).toEqual(['?page=1&limit=6', '?page=2&limit=6']);
    expect(screen.getByText('Post number 7')).toBeInTheDocument();
    expect(screen.queryByText('Post number 1')).not.toBeInTheDocument();
    const secondPage = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(secondPage.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/blog');
    expect(secondPage.getByText('Next').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('brings the top of the list into view when the visitor pages, while the next page loads', async () => {
    server.use(blogPages(blogPosts(8)));
    const scrolled: Element[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Post number 1');
    expect(scrolled).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Post number 7');
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Blog posts' })]);
    expect(screen.getByRole('region', { name: 'Blog posts' })).toHaveFocus();
  });

  it('links each card to its post and shows the description without markup', async () => {
    server.use(
      blogPages([blogPost(1, { slug: 'seo-in-2026', heading: 'SEO in 2026', description: '<h2>Big</h2><p>news &amp; <b>tips</b></p>' })]),
    );
    renderList();
    const link = await screen.findByRole('link', { name: 'SEO in 2026' });
    expect(link).toHaveAttribute('href', '/blog/seo-in-2026');
    expect(screen.getByRole('link', { name: 'Read more about SEO in 2026' })).toHaveAttribute('href', '/blog/seo-in-2026');
    expect(screen.getByText('Big news & tips')).toBeInTheDocument();
  });

  it('says so when the posts cannot be loaded', async () => {
    server.use(http.get(apiUrl('blog'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.blogs);
  });

  it('has its own title, the description of its head (from the API) and canonical link', async () => {
    server.use(
      http.get(apiUrl('seo/pages/public/blog'), () =>
        HttpResponse.json({
          metaTitle: 'Blog | Northstar Digital',
          metaDescription: 'Marketing advice',
          socialImage: '',
          canonicalUrl: '',
          noindex: false,
        }),
      ),
    );
    renderList();
    await screen.findByText('Post number 1');
    expect(document.title).toBe('Blog | Northstar Digital');
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Marketing advice'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog');
    expect(document.head.querySelector('link[rel="prev"]')).toBeNull();
    expect(document.head.querySelector('link[rel="next"]')).toBeNull();
  });

  it('names each page canonical at its own address and links its neighbours for crawlers', async () => {
    server.use(blogPages(blogPosts(20)));
    renderList('/blog?page=2');
    await screen.findByText('Post number 7');
    expect(document.title).toBe('Blog, page 2 | Northstar Digital');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog?page=2');
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute('href', 'http://localhost/blog');
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', 'http://localhost/blog?page=3');
  });

  it('shows a short row of page links for a long blog', async () => {
    server.use(blogPages(blogPosts(600)));
    renderList('/blog?page=50');
    await screen.findByText('Post number 295');
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pages.getAllByRole('link').map((link) => link.textContent)).toEqual(['Prev', '1', '48', '49', '50', '51', '52', '100', 'Next']);
    expect(pages.getByRole('link', { name: 'Page 100' })).toHaveAttribute('href', '/blog?page=100');
  });

  it('is not found past its last page', async () => {
    renderList('/blog?page=3');
    expect(await screen.findByRole('heading', { name: routerMessages.notFound })).toBeInTheDocument();
  });
});
