import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BLOG_FIRST_IMAGE_WIDTH,
  BLOG_LATER_IMAGE_WIDTH,
  errorLine,
  loadErrors,
  routerMessages,
  type BlogDetailReply,
} from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { blogPost, blogPosts, singleBlog } from '../../../testing/fixtures';
import { blogPages } from '../../../testing/blog-pages';
import BlogDetailPage from '../blog-detail-page';

const entry = blogPost(1, {
  slug: 'seo-basics',
  heading: 'SEO basics',
  createdAt: '2026-03-04T12:00:00.000Z',
  description: '<p>The short version.</p>',
  imageAlt: 'A search results page with a shop at the top',
});

const body = singleBlog({
  slug: 'seo-basics',
  heading: 'SEO basics',
  description:
    '<p>Intro.</p><img src="https://cdn.example.com/one.png" alt="One"><p>More.</p><img src="https://cdn.example.com/two.png" alt="Two">',
  images: ['gallery-a.webp'],
});

/** The one call of a post page (product §7): GET /blog/page/{slug}, the entry and the body. */
const postPage = (slug: string, reply: () => Response) => http.get(apiUrl(`blog/page/${slug}`), reply);
const pageReply = (page: BlogDetailReply) => () => HttpResponse.json(page);
const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

/** Every call the page made for a post or its body (not the Latest News list, `/api/blog?…`). */
const calls: string[] = [];

const server = mockApi(
  blogPages(blogPosts(5)),
  postPage('seo-basics', pageReply({ entry, body })),
  http.get(apiUrl('blog/page/:slug'), ({ params }) => {
    const n = Number(String(params.slug).replace('post-', ''));
    return HttpResponse.json({
      entry: blogPost(n),
      body: singleBlog({ slug: `post-${n}`, heading: `Post number ${n}`, description: `<p>Body ${n}.</p>` }),
    });
  }),
);

beforeEach(() => {
  calls.length = 0;
});
server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (/^\/api\/(blog|single-blog)\//.test(pathname)) calls.push(pathname);
});

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

  it('reads the post, entry and body, with one call', async () => {
    renderPost();
    await article().findByText('Intro.');
    expect(calls).toEqual(['/api/blog/page/seo-basics']);
  });

  it('opens another post from Latest News with one call, and stays on it', async () => {
    const user = userEvent.setup();
    const { router } = renderPost();
    await article().findByText('Intro.');
    const latest = within(screen.getByRole('region', { name: 'Latest News' }));
    await user.click(await latest.findByRole('link', { name: 'Post number 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 2' })).toBeInTheDocument();
    expect(await article().findByText('Body 2.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/post-2');
    expect(calls).toEqual(['/api/blog/page/seo-basics', '/api/blog/page/post-2']);
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

  it("describes the social picture with the cover's alt text, and not a picture the SEO fields set instead", async () => {
    renderPost();
    await screen.findByRole('heading', { level: 1, name: 'SEO basics' });
    const meta = (selector: string) => document.head.querySelector(selector);
    expect(meta('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/api\/blogimg\//);
    expect(meta('meta[property="og:image:alt"]')).toHaveAttribute('content', 'A search results page with a shop at the top');
    expect(meta('meta[name="twitter:image:alt"]')).toHaveAttribute('content', 'A search results page with a shop at the top');
  });

  it("uses the post's own SEO fields where staff set them: title, description, social image, canonical, noindex", async () => {
    server.use(
      postPage(
        'seo-basics',
        pageReply({
          entry: {
            ...entry,
            metaTitle: 'SEO basics in ten minutes',
            metaDescription: 'The ten-minute version of SEO.',
            socialImage: 'card-social.webp',
            canonicalUrl: 'https://partner.example/seo-basics',
            noindex: true,
          },
          body: { ...body, metaDescription: 'The body loses to the card.', socialImage: 'https://cdn.example.com/ignored.png' },
        }),
      ),
    );
    renderPost();
    await screen.findByRole('heading', { level: 1, name: 'SEO basics' });
    const meta = (selector: string) => document.head.querySelector(selector);
    expect(document.title).toBe('SEO basics in ten minutes');
    expect(meta('meta[name="description"]')).toHaveAttribute('content', 'The ten-minute version of SEO.');
    expect(meta('meta[property="og:title"]')).toHaveAttribute('content', 'SEO basics in ten minutes');
    expect(meta('meta[property="og:description"]')).toHaveAttribute('content', 'The ten-minute version of SEO.');
    expect(meta('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/api/blogimg/card-social.webp');
    expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(meta('link[rel="canonical"]')).toHaveAttribute('href', 'https://partner.example/seo-basics');
    expect(meta('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("falls back field by field: the body's SEO fields when the card leaves them empty, the derived ones after that", async () => {
    server.use(
      postPage(
        'seo-basics',
        pageReply({
          entry: { ...entry, metaTitle: '' },
          body: { ...body, socialImage: 'https://cdn.example.com/social.png', noindex: false },
        }),
      ),
    );
    renderPost();
    await screen.findByRole('heading', { level: 1, name: 'SEO basics' });
    const meta = (selector: string) => document.head.querySelector(selector);
    expect(document.title).toBe('SEO basics | Northstar Digital');
    expect(meta('meta[name="description"]')).toHaveAttribute('content', 'Intro. More.');
    expect(meta('meta[property="og:image"]')).toHaveAttribute('content', 'https://cdn.example.com/social.png');
    // Another picture than the cover: the cover's words do not describe it.
    expect(meta('meta[property="og:image:alt"]')).toBeNull();
    expect(meta('meta[name="robots"]')).toBeNull();
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
      postPage(
        'seo-basics',
        pageReply({
          entry,
          body: singleBlog({ slug: 'seo-basics', heading: 'SEO basics', description: '<p>Text only.</p>', images: ['a.webp', 'b.webp'] }),
        }),
      ),
    );
    renderPost();
    await screen.findByText('Text only.');
    expect(article().getByRole('img', { name: 'SEO basics, picture 1' })).toHaveStyle({ width: BLOG_FIRST_IMAGE_WIDTH });
    expect(article().getByRole('img', { name: 'SEO basics, picture 2' })).toHaveStyle({ width: BLOG_LATER_IMAGE_WIDTH });
  });

  it('falls back to the blog entry when the post has no single blog', async () => {
    server.use(postPage('seo-basics', pageReply({ entry, body: null })));
    renderPost();
    expect(await screen.findByText('The short version.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SEO basics' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error line when the post cannot be loaded', async () => {
    server.use(postPage('seo-basics', () => HttpResponse.error()));
    renderPost();
    expect(await screen.findByRole('alert')).toHaveTextContent(errorLine(loadErrors.networkNotOk));
  });

  it('shows the error line with the server message when the post cannot be loaded', async () => {
    server.use(postPage('broken', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    renderPost('broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorLine('Database unavailable'));
  });

  it('shows the not-found page when neither the post nor its entry exists (404)', async () => {
    server.use(postPage('missing', notFound));
    renderPost('missing');
    expect(await screen.findByRole('heading', { level: 1, name: routerMessages.notFound })).toBeInTheDocument();
  });

  it('moves to the new address of a renamed post', async () => {
    // The API answers the old slug with a 301 to the page at the new one, which fetch follows.
    server.use(postPage('old-name', pageReply({ entry, body: null })));
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
