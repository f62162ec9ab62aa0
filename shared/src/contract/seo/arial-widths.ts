// Advance widths of Arial (regular) in thousandths of an em, so text can be measured
// without a canvas: in Node (the API), in jsdom (tests) and the browser, with the same
// result. Arial is metric-compatible with Helvetica, so these are the published widths
// of the Helvetica font metrics (Adobe AFM, 1000 units per em).

const ASCII_WIDTHS = [
  // space ! " # $ % & ' ( ) * + , - . /
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  // 0-9 : ; < = > ? @
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015,
  // A-Z
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
  // [ \ ] ^ _ `
  278, 278, 278, 469, 556, 333,
  // a-z
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,
  // { | } ~
  334, 260, 334, 584,
];

/** Typographic characters editors paste in titles and descriptions. */
const OTHER_WIDTHS: Record<string, number> = {
  '\u00a0': 278,
  '\u00a9': 737,
  '\u00ae': 737,
  '\u00b7': 278,
  '\u00ab': 556,
  '\u00bb': 556,
  '\u00d7': 584,
  '\u00f7': 584,
  '\u00df': 611,
  '\u00e6': 889,
  '\u00c6': 1000,
  '\u00f8': 611,
  '\u00d8': 778,
  '\u0153': 944,
  '\u0152': 1000,
  '\u2013': 556,
  '\u2014': 1000,
  '\u2018': 222,
  '\u2019': 222,
  '\u201a': 222,
  '\u201c': 333,
  '\u201d': 333,
  '\u201e': 333,
  '\u2022': 350,
  '\u2026': 1000,
  '\u2039': 333,
  '\u203a': 333,
  '\u20ac': 556,
  '\u00a3': 556,
  '\u2122': 1000,
  '\u00b0': 400,
};

/** Letters of scripts Arial does not draw narrowly (CJK, emoji...) take a full em. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1faff}]/u;
/** Anything else unknown: the width of a typical lower-case letter. */
const DEFAULT_WIDTH = 556;

const widthOfCharacter = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32];
  const other = OTHER_WIDTHS[char];
  if (other !== undefined) return other;
  // Accented Latin letters are as wide as their base letter (é as e).
  const base = char.normalize('NFD')[0];
  if (base !== char && base.charCodeAt(0) >= 32 && base.charCodeAt(0) <= 126) return ASCII_WIDTHS[base.charCodeAt(0) - 32];
  if (/\p{M}/u.test(char)) return 0;
  return WIDE.test(char) ? 1000 : DEFAULT_WIDTH;
};

/** Width in pixels of `text` set in Arial at `fontPx` (kerning left out: it moves a title by a pixel or two). */
export const arialWidthPx = (text: string, fontPx: number): number => {
  let thousandths = 0;
  for (const char of text) thousandths += widthOfCharacter(char);
  return (thousandths * fontPx) / 1000;
};
