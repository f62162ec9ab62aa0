// Public slugs: lower-case ASCII words joined by single dashes. One definition for the API
// (which claims unique slugs), the SEO fields' validation and the admin's live preview.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;
const FALLBACK_SLUG = 'untitled';

/** Letters NFKD does not decompose into a base letter plus accents. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ł: 'l',
  Ł: 'l',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  '&': ' and ',
};

export const slugify = (text: string): string => {
  const ascii = text
    .replace(/[ßæÆœŒøØđĐðÐłŁþÞı&]/g, (letter) => SPECIAL_LETTERS[letter] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!ascii) return FALLBACK_SLUG;
  if (ascii.length <= MAX_SLUG_LENGTH) return ascii;
  const cut = ascii.slice(0, MAX_SLUG_LENGTH);
  // Cut at a word boundary when there is one.
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
};
