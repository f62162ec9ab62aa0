// The revision comparison's word diff: only the words that changed are marked, on the side that has
// them; the texts come back whole from their runs; a rewrite too long to compare is marked whole.

import { MAX_DIFF_CELLS, wordDiff, type DiffRun } from '../history/word-diff';

const marked = (runs: DiffRun[]) => runs.filter((run) => run.changed).map((run) => run.text);
const joined = (runs: DiffRun[]) => runs.map((run) => run.text).join('');

it('marks a changed word on both sides and nothing else', () => {
  const diff = wordDiff('Traffic up 10% this year', 'Traffic up 20% this year');
  expect(marked(diff.before)).toEqual(['10%']);
  expect(marked(diff.after)).toEqual(['20%']);
  expect(diff.after).toEqual([
    { text: 'Traffic up ', changed: false },
    { text: '20%', changed: true },
    { text: ' this year', changed: false },
  ]);
});

it('marks added words only on the newer side and removed words only on the older', () => {
  const added = wordDiff('We build fast sites', 'We build fast and accessible sites');
  expect(marked(added.before)).toEqual([]);
  expect(marked(added.after)).toEqual(['and accessible']);
  const removed = wordDiff('Call us today for a free audit', 'Call us for a free audit');
  expect(marked(removed.before)).toEqual(['today']);
  expect(marked(removed.after)).toEqual([]);
});

it('finds the words kept between several edits', () => {
  const diff = wordDiff('the quick brown fox jumps over the lazy dog', 'the slow brown fox walks over the lazy cat');
  expect(marked(diff.before)).toEqual(['quick', 'jumps', 'dog']);
  expect(marked(diff.after)).toEqual(['slow', 'walks', 'cat']);
});

it('gives each text back whole, spaces and line breaks included', () => {
  const before = 'First line\n\nSecond  line with  spaces ';
  const after = 'First line\nSecond line, changed';
  const diff = wordDiff(before, after);
  expect(joined(diff.before)).toBe(before);
  expect(joined(diff.after)).toBe(after);
});

it('treats empty texts as all added or all removed, and equal texts as unchanged', () => {
  expect(wordDiff('', 'New text')).toEqual({ before: [], after: [{ text: 'New text', changed: true }] });
  expect(wordDiff('Old text', '')).toEqual({ before: [{ text: 'Old text', changed: true }], after: [] });
  expect(wordDiff('Same words', 'Same words')).toEqual({
    before: [{ text: 'Same words', changed: false }],
    after: [{ text: 'Same words', changed: false }],
  });
});

it('marks a long edit inside a longer article without comparing the shared start and end word by word', () => {
  const words = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(' ');
  const start = words('s', 5000);
  const end = words('e', 5000);
  const diff = wordDiff(`${start} old ${end}`, `${start} new ${end}`);
  expect(marked(diff.before)).toEqual(['old']);
  expect(marked(diff.after)).toEqual(['new']);
});

it('marks a whole rewrite changed when comparing it word by word would take too long', () => {
  const side = Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) + 1;
  const before = Array.from({ length: side }, (_, i) => `a${i}`).join(' ');
  const after = Array.from({ length: side }, (_, i) => `b${i}`).join(' ');
  const diff = wordDiff(before, after);
  expect(diff.before).toEqual([{ text: before, changed: true }]);
  expect(diff.after).toEqual([{ text: after, changed: true }]);
});
