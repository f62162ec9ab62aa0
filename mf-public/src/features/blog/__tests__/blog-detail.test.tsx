import { screen, waitFor, within } from '@testing-library/react';
import { BLOG_FIRST_IMAGE_WIDTH, BLOG_LATER_IMAGE_WIDTH, errorLine, loadErrors, routerMessages } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { blogPost, blogPosts, singleBlog } from '../../../testing/fixtures';
import { blogPages } from '../../../testing/blog-pages';
import BlogDetailPage from '../blog-detail-page';

const entry = blogPost(1, {
  slug: 'seo-basics',
  heading: 'SEO basics',
  createdAt: '2026-03-04T12:00:00.000Z',
  description: '<p>The short version.</p>',
});

const server = mockApi(
  blogPages(blogPosts(5)),
  http.get(apiUrl('blog/seo-basics'), () => HttpResponse.json(entry)),
  http.get(apiUrl('single-blog/slug/seo-basics'), () =>
    HttpResponse.json(
      singleBlog({
        slug: 'seo-basics',
        heading: 'SEO basics',
        description:
          '<p>Intro.</p><img src="https://cdn.example.com/one.png" alt="One"><p>More.</p><img src="https://cdn.example.com/two.png" alt="Two">',
        images: ['gallery-a.webp'],
      }),
    ),
  ),
);

const renderPost = (slug = 'seo-basics') => renderWithStore(<BlogDetailPage />, { route: `/blog/${slug}`, path: '/blog/:slug' });

const article = () => within(screen.getByRole('article'));

describe('blog post', () => {
  it('shows a spinner while the post loads, then its heading and body', async () => {
    renderPost();
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    expect(await screen.findByRole('heading', { level: 1, name: 'SEO basics' })).toBeInTheDocument();
    expect(await article().findByText('Intro.')).toBeInTheDocument();
    expect(article().getByText('March 4, 2026')).toBeInTheDocument();
    expect(article().getByText('By Admin')).toBeInTheDocument();
  });

  it('sets the title, description, keywords, og:title and canonical link from the heading', async () => {
    renderPost();
    await screen.findByRole('heading', { level: 1, name: 'SEO basics' });
    expect(document.title).toBe('SEO basics | Northstar Digital');
    const meta = (selector: string) => document.head.querySelector(selector);
    expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Intro. More.');
    expect(meta('meta[name="keywords"]')).toHaveAttribute('content', 'SEO basics');
    expect(meta('meta[property="og:title"]')).toHaveAttribute('content', 'SEO basics');
    expect(meta('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog/seo-basics');
  });

  it('shows the first image of the body full width and later ones at half width', async () => {
    renderPost();
    await screen.findByRole('heading', { level: 1, name: 'SEO basics' });
    expect(article().getByRole('img', { name: 'One' })).toHaveStyle({ width: BLOG_FIRST_IMAGE_WIDTH });
    expect(article().getByRole('img', { name: 'Two' })).toHaveStyle({ width: BLOG_LATER_IMAGE_WIDTH });
    const gallery = article().getByRole('img', { name: 'SEO basics, picture 1' });
    expect(gallery).toHaveStyle({ width: BLOG_LATER_IMAGE_WIDTH });
    expect(gallery).toHaveAttribute('src', '/api/singleblogimg/gallery-a.webp');
  });

  it('shows the first gallery picture full width when the body has no image', async () => {
    server.use(
      http.get(apiUrl('single-blog/slug/seo-basics'), () =>
        HttpResponse.json(
          singleBlog({ slug: 'seo-basics', heading: 'SEO basics', description: '<p>Text only.</p>', images: ['a.webp', 'b.webp'] }),
        ),
      ),
    );
    renderPost();
    await screen.findByText('Text only.');
    expect(article().getByRole('img', { name: 'SEO basics, picture 1' })).toHaveStyle({ width: BLOG_FIRST_IMAGE_WIDTH });
    expect(article().getByRole('img', { name: 'SEO basics, picture 2' })).toHaveStyle({ width: BLOG_LATER_IMAGE_WIDTH });
  });

  it('falls back to the blog entry when the post has no single blog (404)', async () => {
    server.use(http.get(apiUrl('single-blog/slug/seo-basics'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    renderPost();
    expect(await screen.findByText('The short version.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SEO basics' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error line when the post cannot be loaded', async () => {
    server.use(http.get(apiUrl('single-blog/slug/seo-basics'), () => HttpResponse.error()));
    renderPost();
    expect(await screen.findByRole('alert')).toHaveTextContent(errorLine(loadErrors.networkNotOk));
  });

  it('shows the error line with the server message when the post cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('single-blog/slug/broken'), () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })),
      http.get(apiUrl('blog/broken'), () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })),
    );
    renderPost('broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorLine('Database unavailable'));
  });

  it('shows the not-found page when neither the post nor its entry exists', async () => {
    server.use(
      http.get(apiUrl('single-blog/slug/missing'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.get(apiUrl('blog/missing'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderPost('missing');
    expect(await screen.findByRole('heading', { level: 1, name: routerMessages.notFound })).toBeInTheDocument();
  });

  it('moves to the new address of a renamed post', async () => {
    server.use(
      http.get(apiUrl('blog/old-name'), () => HttpResponse.json(entry)),
      http.get(apiUrl('single-blog/slug/old-name'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const { router } = renderPost('old-name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/seo-basics'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists the first three posts under Latest News and offers a free consultation', async () => {
    renderPost();
    const latest = within(await screen.findByRole('region', { name: 'Latest News' }));
    const links = latest.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
    expect(links[0]).toHaveAttribute('href', '/blog/post-1');
    expect(latest.getAllByRole('presentation')).toHaveLength(3);
    const consultation = within(screen.getByRole('region', { name: 'Ready to boost your website ranking' }));
    expect(consultation.getByRole('link', { name: 'GET A FREE CONSULTATION' })).toHaveAttribute('href', '/contact');
  });
});
