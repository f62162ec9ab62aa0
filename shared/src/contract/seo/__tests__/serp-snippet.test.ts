// Search-result maths: widths from the Arial table and cuts where Google cuts (by pixels).

import { arialWidthPx } from '../arial-widths';
import {
  breadcrumbText,
  cutToWidth,
  serpBreadcrumb,
  serpDescription,
  serpTitle,
  SERP_DESCRIPTION,
  SERP_ELLIPSIS,
  SERP_TITLE,
} from '../serp-snippet';

it('measures Arial by its character widths at the font size', () => {
  // a, i, W, space at 1000 px per em: 556, 222, 944, 278.
  expect(arialWidthPx('a', 1000)).toBe(556);
  expect(arialWidthPx('aiW ', 20)).toBeCloseTo((556 + 222 + 944 + 278) * 0.02, 6);
  // Accented letters as their base letter; dashes and quotes from the table; CJK a full em.
  expect(arialWidthPx('é', 20)).toBe(arialWidthPx('e', 20));
  expect(arialWidthPx('\u2014\u2019', 10)).toBeCloseTo(10 + 2.22, 6);
  expect(arialWidthPx('漢', 20)).toBe(20);
});

it('keeps a title that fits whole', () => {
  const title = 'Local SEO for small shops | Northstar Digital';
  expect(serpTitle(title)).toEqual({ shown: title, cut: false, widthPx: arialWidthPx(title, 20), maxPx: 580 });
});

it('cuts a long title at the last whole word that fits with " ..."', () => {
  const title = 'The complete local SEO checklist for dentists, clinics and small practices in London and beyond';
  const { shown, cut, widthPx } = serpTitle(title);
  expect(cut).toBe(true);
  expect(widthPx).toBeGreaterThan(SERP_TITLE.maxPx);
  expect(shown.endsWith(SERP_ELLIPSIS)).toBe(true);
  expect(arialWidthPx(shown, SERP_TITLE.fontPx)).toBeLessThanOrEqual(SERP_TITLE.maxPx);
  const kept = shown.slice(0, -SERP_ELLIPSIS.length);
  expect(title.startsWith(kept)).toBe(true);
  // A whole word: the next word would not have fitted.
  const nextWord = title.slice(kept.length).trim().split(' ')[0];
  expect(arialWidthPx(`${kept} ${nextWord}${SERP_ELLIPSIS}`, 20)).toBeGreaterThan(SERP_TITLE.maxPx);
  // With "small" it would measure 580.2 px.
  expect(shown).toBe('The complete local SEO checklist for dentists, clinics and ...');
});

it('cuts by pixels, not characters: capitals are cut sooner than lower case', () => {
  // 9 words of 6 letters: 364 px in lower case, 635 px in capitals.
  const lower = Array.from({ length: 9 }, () => 'little').join(' ');
  const upper = lower.toUpperCase();
  expect(serpTitle(lower).cut).toBe(false);
  expect(serpTitle(upper).cut).toBe(true);
});

it('drops a separator left at the cut and cuts inside a word wider than the line', () => {
  expect(cutToWidth('Services | Northstar Digital agency', { fontPx: 20, maxPx: 150 }).shown).toBe('Services ...');
  const cut = cutToWidth('W'.repeat(50), { fontPx: 20, maxPx: 100 });
  expect(cut.shown).toBe(`${'W'.repeat(4)}${SERP_ELLIPSIS}`);
});

it('cuts descriptions at about 920 px of Arial 14px', () => {
  const short = 'We help local shops get found.';
  expect(serpDescription(short)).toMatchObject({ shown: short, cut: false, maxPx: SERP_DESCRIPTION.maxPx });
  const long = 'We help local shops, clinics and studios get found by the people who live near them. '.repeat(3);
  const { shown, cut } = serpDescription(long);
  expect(cut).toBe(true);
  expect(arialWidthPx(shown, 14)).toBeLessThanOrEqual(920);
  expect(shown.length).toBeGreaterThan(140);
});

it("writes the URL as Google's breadcrumb line", () => {
  const crumb = serpBreadcrumb('https://northstar-digital.example/blog/local-seo%20guide?x=1#top');
  expect(crumb).toEqual({ origin: 'https://northstar-digital.example', segments: ['blog', 'local-seo guide'] });
  expect(breadcrumbText(crumb)).toBe('https://northstar-digital.example \u203a blog \u203a local-seo guide');
  expect(breadcrumbText(serpBreadcrumb('https://northstar-digital.example/'))).toBe('https://northstar-digital.example');
});
