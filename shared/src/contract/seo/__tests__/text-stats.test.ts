// Syllables, sentences and the Flesch reading ease formula on fixed English texts.

import { countSyllables } from '../syllables';
import { fleschReadingEase, readingBand, textStats } from '../text-stats';

it.each([
  ['cat', 1],
  ['the', 1],
  ['make', 1],
  ['makes', 1],
  ['jumped', 1],
  ['rules', 1],
  ['whole', 1],
  ['there', 1],
  ['table', 2],
  ['simple', 2],
  ['boxes', 2],
  ['pages', 2],
  ['wanted', 2],
  ['needed', 2],
  ['going', 2],
  ['seeing', 2],
  ['value', 2],
  ['engine', 2],
  ['content', 2],
  ['keyword', 2],
  ['language', 2],
  ['business', 2],
  ['website', 2],
  ['create', 2],
  ['services', 3],
  ['agency', 3],
  ['radio', 3],
  ['media', 3],
  ['video', 3],
  ['period', 3],
  ['beautiful', 3],
  ['tourism', 3],
  ['actual', 3],
  ['premium', 3],
  ['marketing', 3],
  ['various', 3],
  ['created', 3],
  ['material', 4],
  ['optimization', 5],
  ['readability', 5],
])('"%s" has %i syllables', (word, syllables) => {
  expect(countSyllables(word)).toBe(syllables);
});

it('counts words and sentences; every paragraph ends a sentence', () => {
  expect(textStats(['The cat sat on the mat. It was happy!', 'A heading without a full stop'])).toEqual({
    words: 15,
    sentences: 3,
    syllables: 18,
  });
});

it('scores by the formula: 206.835 - 1.015 words/sentence - 84.6 syllables/word', () => {
  // 6 words, 1 sentence, 6 syllables.
  expect(fleschReadingEase(textStats(['The cat sat on the mat.']))).toBeCloseTo(206.835 - 1.015 * 6 - 84.6, 6);
  expect(fleschReadingEase({ words: 0, sentences: 0, syllables: 0 })).toBeNull();
});

it('scores plain short sentences easy and long abstract ones difficult', () => {
  const plain = textStats(['We fix your site. Then more people find you. You get more calls. That is all we do, and we do it well.']);
  const dense = textStats([
    'Comprehensive organisational optimisation methodologies necessitate sophisticated quantitative evaluation of heterogeneous informational architectures, particularly regarding algorithmic interpretability.',
  ]);
  expect(readingBand(fleschReadingEase(plain)!)).toMatch(/^(veryEasy|easy)$/);
  expect(readingBand(fleschReadingEase(dense)!)).toBe('veryDifficult');
});

it("names the bands of Flesch's table at their limits", () => {
  expect([95, 85, 75, 65, 55, 35, 10].map(readingBand)).toEqual([
    'veryEasy',
    'easy',
    'fairlyEasy',
    'plain',
    'fairlyDifficult',
    'difficult',
    'veryDifficult',
  ]);
  expect([90, 80, 70, 60, 50, 30].map(readingBand)).toEqual(['veryEasy', 'easy', 'fairlyEasy', 'plain', 'fairlyDifficult', 'difficult']);
});
