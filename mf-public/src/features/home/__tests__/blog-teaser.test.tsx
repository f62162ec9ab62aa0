import { screen, within } from '@testing-library/react';
import { mockApi, renderWithStore } from '@agency/shared/testing';
import { homeHandlers } from '../../../testing/home-handlers';
import { blogPost } from '../../../testing/fixtures';
import { blogRequests } from '../../../testing/blog-pages';
import { loadAllSectionCode } from '../../../components/page-section/section-code';
import HomePage from '../home-page';

jest.mock('../../../components/captcha/captcha');

// The sections below the hero download their code on their own (section-code.ts); these tests are about what they show.
beforeAll(loadAllSectionCode);

const posts = [
  blogPost(1, {
    heading: 'Newest post',
    slug: 'newest-post',
    createdAt: '2026-03-04T09:30:00.000Z',
    description: '<p>Rankings <em>rose</em> &amp; stayed&nbsp;up.</p>',
  }),
  blogPost(2),
  blogPost(3),
  blogPost(4),
  blogPost(5),
];

mockApi(...homeHandlers({ blogs: posts }));

describe('home blog teaser', () => {
  it('shows the first three posts only, and asks for no more than those', async () => {
    blogRequests.length = 0;
    renderWithStore(<HomePage />);
    const teaser = within(screen.getByRole('region', { name: 'Latest News and Insights' }));
    await teaser.findByText('Newest post');
    expect(teaser.getAllByRole('article')).toHaveLength(3);
    expect(teaser.queryByText('Post number 4')).not.toBeInTheDocument();
    expect(blogRequests.map((url) => url.search)).toEqual(['?page=1&limit=3']);
  });

  it('shows each post with image, long US date, heading, By Admin and the description as plain text', async () => {
    renderWithStore(<HomePage />);
    const teaser = within(screen.getByRole('region', { name: 'Latest News and Insights' }));
    const card = within((await teaser.findByText('Newest post')).closest('article') as HTMLElement);
    expect(card.getByText('March 4, 2026')).toBeInTheDocument();
    expect(card.getByText('By Admin')).toBeInTheDocument();
    expect(card.getByText('Rankings rose & stayed up.')).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent('Newest post');
    expect(card.getByRole('presentation')).toHaveAttribute('src', '/api/blogimg/blog-1.webp');
  });

  it('opens the post by its slug in a new tab from Read more', async () => {
    renderWithStore(<HomePage />);
    const link = await screen.findByRole('link', { name: 'Read more about Newest post (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/blog/newest-post');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
