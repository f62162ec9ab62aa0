// What an editor's Preview hands over (issue 19): the card and the body as the public page
// reads them from the API, made from the editor's values; stored pictures only, since a file
// picked but not uploaded has no address yet.

import { blankValues } from '@agency/shared/admin';
import { PAIRS } from '../pair-config';
import { previewReply } from '../pair-values';

const picked = new File(['x'], 'new.png', { type: 'image/png' });

describe('the preview of a post', () => {
  const pair = PAIRS.post;
  const values = {
    ...blankValues(pair.fields),
    title: 'Unsaved heading',
    cardDescription: '<p>Card.</p>',
    bodyDescription: '<p>Article.</p>',
    image: picked,
    images: ['stored.webp', picked],
    metaTitle: 'Own title',
  };

  it('is the card and the body under the public page’s field names, with the stored pictures only', () => {
    const reply = previewReply(pair, values, false);
    expect(reply.entry).toMatchObject({ heading: 'Unsaved heading', description: '<p>Card.</p>', image: '', metaTitle: 'Own title' });
    expect(typeof reply.entry?.createdAt).toBe('string');
    expect(reply.body).toMatchObject({ heading: 'Unsaved heading', description: '<p>Article.</p>', images: ['stored.webp'] });
  });

  it('has no body while the article is empty and none is stored, as a save would', () => {
    expect(previewReply(pair, { ...values, bodyDescription: '', images: [] }, false).body).toBeNull();
  });
});

it('a service’s card carries its title under the service’s own field name', () => {
  const pair = PAIRS.service;
  const reply = previewReply(pair, { ...blankValues(pair.fields), title: 'Audits', image: 'card.webp' }, true);
  expect(reply.entry).toMatchObject({ title: 'Audits', image: 'card.webp' });
  expect(reply.body).toMatchObject({ heading: 'Audits' });
});
