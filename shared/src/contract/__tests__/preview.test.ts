// The preview hand-over (issue 19): what an editor writes, the preview tab reads back; anything
// else under the key (nothing, bad JSON, neither half) is no page to preview.

import { previewPath, previewStorageKey, readPreview, writePreview } from '../preview';
import { returnPathAfterLogin } from '../return-path';
import { DASHBOARD_PATH } from '../routes';

beforeEach(() => localStorage.clear());

describe('the preview hand-over', () => {
  it('reads back the card and body written under an id, and only under that id', () => {
    const reply = { entry: { heading: 'Draft', description: '<p>Card.</p>' }, body: { heading: 'Draft', description: '<p>Body.</p>' } };
    writePreview(localStorage, 'abc', reply);
    expect(readPreview(localStorage, 'abc')).toEqual(reply);
    expect(readPreview(localStorage, 'other')).toBeNull();
  });

  it('keeps a page with one half: a card without a body', () => {
    writePreview(localStorage, 'abc', { entry: { heading: 'Card only' }, body: null });
    expect(readPreview(localStorage, 'abc')).toEqual({ entry: { heading: 'Card only' }, body: null });
  });

  it('is no page for bad JSON, or a value with neither half', () => {
    localStorage.setItem(previewStorageKey('bad'), '{not json');
    localStorage.setItem(previewStorageKey('empty'), JSON.stringify({ entry: 'text', body: [1] }));
    expect(readPreview(localStorage, 'bad')).toBeNull();
    expect(readPreview(localStorage, 'empty')).toBeNull();
  });

  it('names the preview route of each kind', () => {
    expect(previewPath('post', 'abc')).toBe('/preview/blog/abc');
    expect(previewPath('service', 'abc')).toBe('/preview/services/abc');
  });
});

it('sends staff who sign in from a preview back to it, and nowhere under /preview that is no preview route', () => {
  expect(returnPathAfterLogin('/preview/blog/abc123')).toBe('/preview/blog/abc123');
  expect(returnPathAfterLogin('/preview/services/abc123')).toBe('/preview/services/abc123');
  expect(returnPathAfterLogin('/preview/other/abc123')).toBe(DASHBOARD_PATH);
});
