// Every picture of an entry on the public pages (issue 19) reads the alt text staff stored
// for it, and falls back to today's derived one where it is empty: none for a card picture
// beside its own heading, the name for a portrait; a post's and a service's JSON-LD carry
// the picture as an ImageObject captioned with the same words.

import { render, screen } from '@testing-library/react';
import { renderWithStore } from '@agency/shared/testing';
import { aboutEntry, blogPost, product, service, singleBlog, teamMember, testimonial, work } from '../../testing/fixtures';
import { BlogCard } from '../blog-card/blog-card';
import { TeamCard } from '../team-carousel/team-card';
import { WorkCard } from '../works-carousel/work-card';
import { blogPosting, service as serviceSchema } from '../structured-data/schema-org';
import { AboutEntry } from '../../features/about/about-entry';
import { BlogBody } from '../../features/blog/blog-body';
import { blogPostOf } from '../../features/blog/use-blog-post';
import { TestimonialCard } from '../../features/home/testimonial-card';
import { serviceDetailOf } from '../../features/services/use-service-detail';
import { ProductCard } from '../../features/shop/product-card';

/** The alt attribute of the only picture rendered ('' for a decoration). */
const altOfPicture = () => document.querySelector('img')?.getAttribute('alt');

describe('card and section pictures', () => {
  const cases: Array<[string, (imageAlt?: string) => React.ReactElement, string]> = [
    ['a blog card', (imageAlt) => <BlogCard post={blogPost(1, { imageAlt })} />, ''],
    ['a work card', (imageAlt) => <WorkCard work={{ ...work(1), imageAlt }} />, ''],
    ['an about entry', (imageAlt) => <AboutEntry entry={aboutEntry({ imageAlt })} index={0} />, ''],
    ['a testimonial', (imageAlt) => <TestimonialCard testimonial={{ ...testimonial(1), imageAlt }} />, ''],
    ['a team portrait', (imageAlt) => <TeamCard member={teamMember(1, { imageAlt })} />, `Portrait of ${teamMember(1).title}`],
    ['a product card', (imageAlt) => <ProductCard product={product(1, { imageAlt })} wished={false} onToggleWish={() => undefined} />, ''],
  ];

  it.each(cases)('%s shows the stored alt text', (_name, ui) => {
    renderWithStore(ui('A keyword map on a whiteboard'));
    expect(altOfPicture()).toBe('A keyword map on a whiteboard');
  });

  it.each(cases)('%s falls back to the derived alt text when none is stored', (_name, ui, derived) => {
    renderWithStore(ui(''));
    expect(altOfPicture()).toBe(derived);
  });
});

describe('a post page', () => {
  const entry = blogPost(1, { heading: 'SEO basics', image: 'cover.webp', imageAlt: 'A laptop showing a ranking chart' });

  it('shows a card-only post’s cover with its alt text and names it as the JSON-LD cover', () => {
    const post = blogPostOf({ status: 'entry', entry });
    if (post.status !== 'ready') throw new Error('expected a ready post');
    render(<BlogBody html="<p>Text</p>" gallery={post.gallery} heading={post.heading} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'A laptop showing a ranking chart');
    expect(post.cover).toEqual({ kind: 'blog', file: 'cover.webp', alt: 'A laptop showing a ranking chart' });
  });

  it('derives the alt text of pictures without one from the heading', () => {
    render(
      <BlogBody html="" gallery={{ kind: 'singleBlog', files: ['a.webp', 'b.webp'], alts: ['', 'Stored words'] }} heading="SEO basics" />,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['SEO basics, picture 1', 'Stored words']);
  });

  it('shows an article’s pictures with their own alt texts', () => {
    const post = blogPostOf({
      status: 'body',
      entry: undefined,
      body: singleBlog({ images: ['a.webp', 'b.webp'], imageAlts: ['First words', ''] }),
    });
    if (post.status !== 'ready') throw new Error('expected a ready post');
    expect(post.gallery.alts).toEqual(['First words', '']);
    expect(post.cover).toEqual({ kind: 'singleBlog', file: 'a.webp', alt: 'First words' });
  });

  it('keeps the cover’s alt text when the post has an article', () => {
    const post = blogPostOf({ status: 'body', entry, body: singleBlog({ heading: 'SEO basics' }) });
    expect(post.status === 'ready' && post.cover?.alt).toBe('A laptop showing a ranking chart');
  });

  it('puts the picture in the JSON-LD as an ImageObject captioned with its alt text', () => {
    const posting = blogPosting({
      headline: 'SEO basics',
      html: '<p>Text</p>',
      path: '/blog/seo-basics',
      image: { url: 'https://api.example/blogimg/cover.webp', caption: 'A laptop showing a ranking chart' },
    });
    expect(posting.image).toEqual({
      '@type': 'ImageObject',
      url: 'https://api.example/blogimg/cover.webp',
      contentUrl: 'https://api.example/blogimg/cover.webp',
      caption: 'A laptop showing a ranking chart',
    });
  });
});

describe('a service page', () => {
  it('takes the card picture’s alt text, and puts it in the JSON-LD', () => {
    const detail = serviceDetailOf({ status: 'entry', entry: service(1, { image: 'card.webp', imageAlt: 'Ads dashboard' }) });
    expect(detail.status === 'ready' && detail.image).toEqual({ kind: 'service', file: 'card.webp', alt: 'Ads dashboard' });
    const schema = serviceSchema({
      name: 'Ads',
      html: '',
      path: '/services/ads',
      image: { url: 'https://x.example/a.webp', caption: 'Ads dashboard' },
    });
    expect(schema.image).toMatchObject({ '@type': 'ImageObject', caption: 'Ads dashboard' });
  });
});
