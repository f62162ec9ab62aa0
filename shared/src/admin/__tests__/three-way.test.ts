// The conflict screen's three-way comparison: each side compared with the version the form
// started from. A field is a conflict only when both changed it (differently); one only the
// saved version changed is taken without asking, one only I changed is kept; fields nobody
// changed are not listed, rich text that only differs in how it is written included; values
// the screen does not show (alt texts) survive the merge.

import type { FieldDef, FormValues } from '../form/field-types';
import { changedBy, changedFields, defaultChoices, mergeVersions } from '../conflict/three-way';

const FIELDS: FieldDef[] = [
  { kind: 'text', name: 'title', label: 'Heading' },
  { kind: 'rich', name: 'summary', label: 'Summary', toolbar: 'standard' },
  { kind: 'rich', name: 'article', label: 'Article', toolbar: 'standard' },
  { kind: 'image', name: 'image', label: 'Cover image', imageKind: 'blog', previewSize: { width: 1, height: 1 }, altName: 'imageAlt' },
  { kind: 'text', name: 'metaDescription', label: 'Meta description' },
  { kind: 'text', name: 'focusKeyphrase', label: 'Focus keyphrase' },
] as FieldDef[];

const BASE: FormValues = {
  title: 'Ten fixes',
  summary: '<p>Short <b>summary</b></p>',
  article: '<p>The article</p>',
  image: 'cover.webp',
  imageAlt: 'A cover',
  metaDescription: '',
  focusKeyphrase: '',
};

const names = (mine: FormValues, theirs: FormValues) => changedFields(FIELDS, BASE, mine, theirs).map(({ field, by }) => [field.name, by]);

describe('who changed a field', () => {
  test('only the saved version: theirs; only mine: mine; both, differently: both', () => {
    expect(changedBy(undefined, 'a', 'a', 'b')).toBe('theirs');
    expect(changedBy(undefined, 'a', 'b', 'a')).toBe('mine');
    expect(changedBy(undefined, 'a', 'b', 'c')).toBe('both');
  });

  test('nobody, or both to the same value: no change to show', () => {
    expect(changedBy(undefined, 'a', 'a', 'a')).toBeUndefined();
    expect(changedBy(undefined, 'a', 'b', 'b')).toBeUndefined();
  });
});

describe('the fields listed', () => {
  test('two people editing different fields: each field once, set to the side that changed it; nothing else', () => {
    const mine = { ...BASE, focusKeyphrase: 'seo fixes' };
    const theirs = { ...BASE, metaDescription: 'Ten fixes for your site.' };
    expect(names(mine, theirs)).toEqual([
      ['metaDescription', 'theirs'],
      ['focusKeyphrase', 'mine'],
    ]);
    expect(defaultChoices(changedFields(FIELDS, BASE, mine, theirs))).toEqual({ metaDescription: 'theirs', focusKeyphrase: 'mine' });
  });

  test('rich text written differently but saying the same (the editor writes <strong> for <b>) is not a change', () => {
    const mine = { ...BASE, summary: '<p>Short <strong>summary</strong></p>', title: 'Ten fixes (mine)' };
    const theirs = { ...BASE, summary: '<p>Short <b>summary</b></p>\n', article: '<p>The article</p>\n' };
    expect(names(mine, theirs)).toEqual([['title', 'mine']]);
  });

  test('a field both changed is a conflict and starts at mine', () => {
    const changes = changedFields(FIELDS, BASE, { ...BASE, title: 'Mine' }, { ...BASE, title: 'Theirs' });
    expect(changes.map(({ field, by }) => [field.name, by])).toEqual([['title', 'both']]);
    expect(defaultChoices(changes)).toEqual({ title: 'mine' });
  });
});

describe('the merge', () => {
  test('takes theirs where only they changed, keeps mine where only I did, and keeps values no field shows', () => {
    const mine = { ...BASE, focusKeyphrase: 'seo fixes', imageAlt: 'A better cover description' };
    const theirs = { ...BASE, metaDescription: 'Ten fixes for your site.', socialTitle: 'Their hidden value' };
    const merged = mergeVersions(FIELDS, BASE, mine, theirs, defaultChoices(changedFields(FIELDS, BASE, mine, theirs)));
    expect(merged).toEqual({
      ...BASE,
      focusKeyphrase: 'seo fixes',
      metaDescription: 'Ten fixes for your site.',
      imageAlt: 'A better cover description',
      socialTitle: 'Their hidden value',
    });
  });

  test('a choice staff made wins, and a picture both changed takes its alt text from the same side', () => {
    const mine = { ...BASE, title: 'Mine', image: 'mine.webp', imageAlt: 'My picture' };
    const theirs = { ...BASE, title: 'Theirs', image: 'theirs.webp', imageAlt: 'Their picture' };
    const merged = mergeVersions(FIELDS, BASE, mine, theirs, { title: 'mine', image: 'theirs' });
    expect(merged).toMatchObject({ title: 'Mine', image: 'theirs.webp', imageAlt: 'Their picture' });
  });
});
