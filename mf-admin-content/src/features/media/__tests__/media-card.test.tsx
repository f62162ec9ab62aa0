// A library image's card names every place that shows it, each linking to where the image
// can be taken out (an entry's editor, a page's SEO), and offers no Delete while it is used.

import { screen } from '@testing-library/react';
import { apiMessages, type MediaItem } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import { MediaCard } from '../media-card';

const item = (usedBy: MediaItem['usedBy']): MediaItem => ({
  _id: '65f000000000000000000001',
  file: '65f0000000000000000000aa.webp',
  alt: 'An orange card',
  name: 'card.png',
  size: 2048,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  usedBy,
});

it('links a page SEO use to that page’s SEO and an earlier revision to its entry, with no Delete', () => {
  renderWithStore(
    <ul>
      <MediaCard
        item={item([
          { page: 'about', label: apiMessages.pageSocialImage('/about') },
          { resource: 'blog', _id: '65f000000000000000000002', label: apiMessages.inRevision('Spring Post') },
        ])}
        onDelete={() => undefined}
      />
    </ul>,
  );
  expect(screen.getByRole('link', { name: apiMessages.pageSocialImage('/about') })).toHaveAttribute('href', '/seo-pages/about');
  expect(screen.getByRole('link', { name: apiMessages.inRevision('Spring Post') })).toHaveAttribute(
    'href',
    expect.stringContaining('65f000000000000000000002'),
  );
  expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
});
