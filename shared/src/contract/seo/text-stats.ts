// Words, sentences and the Flesch reading ease of English text.

import { countSyllables } from './syllables';

const WORD = /[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu;

export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Sentences of one text block: a block (paragraph, heading, list item) always ends one. */
const sentencesOfBlock = (block: string): string[] =>
  block.split(/(?<=[.!?…])["'\u201d\u2019)]*\s+/).filter((sentence) => wordsOf(sentence).length > 0);

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

export const textStats = (blocks: readonly string[]): TextStats => {
  let words = 0;
  let sentences = 0;
  let syllables = 0;
  for (const block of blocks) {
    for (const sentence of sentencesOfBlock(block)) {
      const inSentence = wordsOf(sentence);
      sentences += 1;
      words += inSentence.length;
      // Numbers are read out but carry no letters: count them as one syllable each.
      for (const word of inSentence) syllables += Math.max(1, countSyllables(word));
    }
  }
  return { words, sentences, syllables };
};

/** Flesch reading ease (Flesch 1948): 206.835 - 1.015 words/sentence - 84.6 syllables/word. null without words. */
export const fleschReadingEase = ({ words, sentences, syllables }: TextStats): number | null =>
  words === 0 || sentences === 0 ? null : 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);

/** The bands of Flesch's table, from the easiest. */
export type ReadingBand = 'veryEasy' | 'easy' | 'fairlyEasy' | 'plain' | 'fairlyDifficult' | 'difficult' | 'veryDifficult';

export const readingBand = (score: number): ReadingBand => {
  if (score >= 90) return 'veryEasy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairlyEasy';
  if (score >= 60) return 'plain';
  if (score >= 50) return 'fairlyDifficult';
  if (score >= 30) return 'difficult';
  return 'veryDifficult';
};
