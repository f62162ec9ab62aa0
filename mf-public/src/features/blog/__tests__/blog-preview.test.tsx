// The staff preview of a post (issue 19): the visitor's post page, rendered from the page the
// editor handed over in the browser's storage, without asking the API for it, and noindex.

import { render, screen, within } from '@testing-library/react';
import { previewMessages, writePreview } from '@agency/shared/contract/preview';
import { SafeHtml } from '@agency/shared/ui';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { blogPosts } from '../../../testing/fixtures';
import { blogPages } from '../../../testing/blog-pages';
import BlogPreviewPage from '../blog-preview-page';

const calls: string[] = [];
const server = mockApi(
  blogPages(blogPosts(3)),
  http.get(apiUrl('blog/page/:slug'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
);
server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (/^\/api\/(blog|single-blog)\/page\//.test(pathname)) calls.push(pathname);
});
// The sanitizer loads with the first rich text; here nothing renders again after it arrives.
beforeAll(async () => {
  const warm = render(<SafeHtml html="<p>Warm</p>" />);
  await screen.findByText('Warm');
  warm.unmount();
});
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});

const renderPreview = (id = 'draft1') => renderWithStore(<BlogPreviewPage />, { route: `/preview/blog/${id}`, path: '/preview/blog/:id' });

describe('the preview of a post', () => {
  it('shows the heading and article handed over, not saved anywhere, without asking the API for the post, and noindex', async () => {
    writePreview(localStorage, 'draft1', {
      entry: {
        heading: 'Typed, not saved',
        description: '<p>Card text.</p>',
        image: '',
        createdAt: '2026-03-04T12:00:00.000Z',
        noindex: false,
      },
      body: { heading: 'Typed, not saved', description: '<p>The unsaved article.</p>', images: [], slug: '' },
    });
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Typed, not saved' })).toBeInTheDocument();
    expect(await screen.findByText('The unsaved article.')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('March 4, 2026')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(calls).toEqual([]);
  });

  it('shows the card’s text when the post has no article yet', async () => {
    writePreview(localStorage, 'draft1', { entry: { heading: 'Card only', description: '<p>Only the card.</p>', image: '' }, body: null });
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Card only' })).toBeInTheDocument();
    expect(await within(screen.getByRole('article')).findByText('Only the card.')).toBeInTheDocument();
  });

  it('says what to do when this browser holds nothing under the address', async () => {
    renderPreview('elsewhere');
    expect(await screen.findByText(previewMessages.missing)).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(calls).toEqual([]);
  });
});
