// The preview hand-over (issue 19): what an editor writes, the preview tab reads back; anything
// else under the key (nothing, bad JSON, neither half) is no page to preview. The preview tab
// takes it out of the shared storage into its own; one no tab took goes a day later.

import { PREVIEW_KEPT_MS, previewPath, previewStorageKey, readPreview, sweepPreviews, takePreview, writePreview } from '../preview';
import { returnPathAfterLogin } from '../return-path';
import { DASHBOARD_PATH } from '../routes';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

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

  it('moves into the preview tab’s own storage once read: gone from the shared one, still there after a reload', () => {
    const first = { entry: { heading: 'First' }, body: null };
    writePreview(localStorage, 'abc', first);
    expect(takePreview(localStorage, sessionStorage, 'abc')).toEqual(first);
    expect(localStorage.getItem(previewStorageKey('abc'))).toBeNull();
    // The tab reloads: nothing new handed over, it shows what it took.
    expect(takePreview(localStorage, sessionStorage, 'abc')).toEqual(first);
    // The editor hands over a newer version: the tab takes that one.
    const second = { entry: { heading: 'Second' }, body: null };
    writePreview(localStorage, 'abc', second);
    expect(takePreview(localStorage, sessionStorage, 'abc')).toEqual(second);
    expect(localStorage.length).toBe(0);
  });

  it('removes hand-overs no tab took once they are a day old, at the next hand-over', () => {
    const now = Date.parse('2026-01-02T12:00:00Z');
    writePreview(localStorage, 'old', { entry: { heading: 'Old' }, body: null }, now - PREVIEW_KEPT_MS - 1);
    writePreview(localStorage, 'recent', { entry: { heading: 'Recent' }, body: null }, now - PREVIEW_KEPT_MS + 60_000);
    localStorage.setItem(previewStorageKey('unreadable'), '{not json');
    localStorage.setItem('other-key', 'kept');
    writePreview(localStorage, 'new', { entry: { heading: 'New' }, body: null }, now);
    expect(readPreview(localStorage, 'old')).toBeNull();
    expect(localStorage.getItem(previewStorageKey('unreadable'))).toBeNull();
    expect(readPreview(localStorage, 'recent')).not.toBeNull();
    expect(readPreview(localStorage, 'new')).not.toBeNull();
    expect(localStorage.getItem('other-key')).toBe('kept');
    sweepPreviews(localStorage, now + PREVIEW_KEPT_MS);
    expect(readPreview(localStorage, 'recent')).toBeNull();
    expect(readPreview(localStorage, 'new')).not.toBeNull();
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
