import { act, screen, within } from '@testing-library/react';
import { BLOG_PAGE_SIZE, loadErrors } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { blogPost, blogPosts } from '../../../testing/fixtures';
import BlogListPage from '../blog-list-page';

const server = mockApi(http.get(apiUrl('blog'), () => HttpResponse.json(blogPosts(6))));

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
    server.use(http.get(apiUrl('blog'), () => HttpResponse.json(blogPosts(8))));
    const { router } = renderList();
    await screen.findByText('Post number 1');
    expect(cards()).toHaveLength(6);
    const pages = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(pages.getByText('Prev').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');

    await act(() => router.navigate('/blog?page=2'));
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('Post number 7')).toBeInTheDocument();
    expect(screen.queryByText('Post number 1')).not.toBeInTheDocument();
    const secondPage = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(secondPage.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/blog');
    expect(secondPage.getByText('Next').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('links each card to its post and shows the description without markup', async () => {
    server.use(
      http.get(apiUrl('blog'), () =>
        HttpResponse.json([blogPost(1, { slug: 'seo-in-2026', heading: 'SEO in 2026', description: '<h2>Big</h2><p>news &amp; <b>tips</b></p>' })]),
      ),
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

  it('has its own title, description and canonical link', async () => {
    renderList();
    await screen.findByText('Post number 1');
    expect(document.title).toBe('Blog | Northstar Digital');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('advice'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog');
  });
});
