// A library card offers to pass a new alt text on to the entries that show the image;
// an entry's own picture (a cover listed in the library) is shown with the entry's words,
// changed in that entry, and never deleted from the library.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@agency/shared/contract';
import { mediaChoiceMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { MediaCard } from '../media-card';

const ITEM: MediaItem = {
  _id: '65f000000000000000000001',
  file: '65f0000000000000000000aa.webp',
  alt: 'Old words',
  name: 'card.png',
  size: 2048,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  usedBy: [{ resource: 'plan', _id: '65f000000000000000000002', label: 'Starter plan' }],
};

const sent: unknown[] = [];
mockApi(
  http.put(apiUrl(`media/${ITEM._id}`), async ({ request }) => {
    const body = (await request.json()) as { alt: string; updateUses?: boolean };
    sent.push(body);
    return HttpResponse.json({ ...ITEM, alt: body.alt, updatedEntries: body.updateUses ? 1 : 0 });
  }),
);

it('offers to update the entries that show the image, and says how many it updated', async () => {
  const user = userEvent.setup();
  renderWithStore(
    <ul>
      <MediaCard item={ITEM} onDelete={() => undefined} />
    </ul>,
  );
  await user.clear(screen.getByRole('textbox', { name: 'Alt text' }));
  await user.type(screen.getByRole('textbox', { name: 'Alt text' }), 'New words');
  await user.click(screen.getByRole('checkbox', { name: mediaChoiceMessages.updateUses(1) }));
  await user.click(screen.getByRole('button', { name: 'Save alt text' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(mediaChoiceMessages.usesUpdated(1)));
  expect(sent.at(-1)).toEqual({ alt: 'New words', updateUses: true });
});

it('shows an entry’s own picture with the entry’s alt text, without an alt form or Delete', () => {
  renderWithStore(
    <ul>
      <MediaCard item={{ ...ITEM, _id: `blog:${ITEM.file}`, kind: 'blog', alt: 'A harbour at dawn' }} onDelete={() => undefined} />
    </ul>,
  );
  expect(screen.getByRole('img', { name: 'A harbour at dawn' })).toHaveAttribute('src', expect.stringContaining(`/blogimg/${ITEM.file}`));
  expect(screen.getByText(mediaChoiceMessages.altOfEntry)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Alt text' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Starter plan' })).toBeInTheDocument();
});
