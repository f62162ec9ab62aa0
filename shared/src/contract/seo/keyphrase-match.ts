// Whether a text mentions the focus keyphrase: as the exact phrase, with all its words,
// with some of them, or not at all. Case, accents, punctuation, dashes (slugs) and
// simple English plurals do not matter; little words ("the", "for") may be left out.

export type KeyphraseMatch = 'exact' | 'words' | 'some' | 'none';

const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'in',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'our',
  'that',
  'the',
  'this',
  'to',
  'what',
  'when',
  'why',
  'with',
  'you',
  'your',
]);

/** Singular of a regular English plural (agencies -> agency, boxes -> box, audits -> audit). */
const singular = (word: string): string => {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
};

/** The comparable words of a text. */
export const keyWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);

const containsRun = (words: readonly string[], run: readonly string[]): boolean => {
  if (run.length === 0) return false;
  for (let at = 0; at + run.length <= words.length; at += 1) {
    if (run.every((word, offset) => words[at + offset] === word)) return true;
  }
  return false;
};

export const matchKeyphrase = (text: string, keyphrase: string): KeyphraseMatch => {
  const phrase = keyWords(keyphrase);
  if (phrase.length === 0) return 'none';
  const words = keyWords(text);
  if (containsRun(words, phrase)) return 'exact';
  const content = phrase.filter((word) => !FUNCTION_WORDS.has(word));
  const needed = content.length > 0 ? content : phrase;
  const present = new Set(words);
  const found = needed.filter((word) => present.has(word)).length;
  if (found === needed.length) return 'words';
  return found > 0 ? 'some' : 'none';
};
