// The checks that need no keyphrase: title and description lengths, word count, heading
// order, images without alt text, internal and outbound links, and readability.
// Thresholds follow what editors know from Yoast SEO's checks.

import { seoAnalysisMessages as m } from '../messages';
import type { AnalysisItem, ImageRef } from './analysis-types';
import type { HtmlOutline } from './html-outline';
import { linkKind } from './link-kind';
import { SERP_DESCRIPTION, serpDescription, serpTitle, SERP_TITLE } from './serp-snippet';
import { fleschReadingEase, readingBand, textStats, type TextStats } from './text-stats';

export const ANALYSIS_THRESHOLDS = {
  /** A title narrower than this leaves room unused. */
  titleMinPx: 400,
  /** Shorter descriptions leave room unused. */
  descriptionMinChars: 120,
  /** Texts of at least this many words are green; from `wordsOk` orange; fewer red. */
  wordsGood: 300,
  wordsOk: 200,
  /** Readability is scored from this many words on. */
  readabilityMinWords: 50,
  /** Flesch reading ease: green from `readingGood`, orange from `readingOk`. */
  readingGood: 60,
  readingOk: 50,
} as const;

const T = ANALYSIS_THRESHOLDS;
const px = (width: number) => Math.round(width);

export const titleWidthCheck = (title: string): AnalysisItem => {
  if (!title.trim()) return { check: 'titleWidth', verdict: 'bad', message: m.titleWidth.missing };
  const { widthPx, cut } = serpTitle(title);
  if (cut) return { check: 'titleWidth', verdict: 'bad', message: m.titleWidth.tooWide(px(widthPx), SERP_TITLE.maxPx) };
  if (widthPx < T.titleMinPx) return { check: 'titleWidth', verdict: 'ok', message: m.titleWidth.short(px(widthPx), SERP_TITLE.maxPx) };
  return { check: 'titleWidth', verdict: 'good', message: m.titleWidth.good(px(widthPx), SERP_TITLE.maxPx) };
};

export const descriptionLengthCheck = (description: string): AnalysisItem => {
  const text = description.replace(/\s+/g, ' ').trim();
  if (!text) return { check: 'descriptionLength', verdict: 'bad', message: m.descriptionLength.missing };
  const { widthPx, cut } = serpDescription(text);
  if (cut) return { check: 'descriptionLength', verdict: 'ok', message: m.descriptionLength.tooWide(px(widthPx), SERP_DESCRIPTION.maxPx) };
  if (text.length < T.descriptionMinChars)
    return { check: 'descriptionLength', verdict: 'ok', message: m.descriptionLength.short(text.length, T.descriptionMinChars) };
  return {
    check: 'descriptionLength',
    verdict: 'good',
    message: m.descriptionLength.good(text.length, px(widthPx), SERP_DESCRIPTION.maxPx),
  };
};

export const wordCountCheck = ({ words }: TextStats): AnalysisItem => {
  if (words >= T.wordsGood) return { check: 'wordCount', verdict: 'good', message: m.wordCount.good(words) };
  return { check: 'wordCount', verdict: words >= T.wordsOk ? 'ok' : 'bad', message: m.wordCount.low(words, T.wordsGood) };
};

/** The page shows the entry's heading as its H1, so the text's headings start at H2 and never skip a level. */
export const headingOrderCheck = (outline: HtmlOutline): AnalysisItem => {
  if (outline.headings.some((heading) => heading.level === 1))
    return { check: 'headingOrder', verdict: 'ok', message: m.headingOrder.extraH1 };
  let previous = 1;
  for (const { level } of outline.headings) {
    if (level > previous + 1) return { check: 'headingOrder', verdict: 'ok', message: m.headingOrder.skipped(previous, level) };
    previous = level;
  }
  return { check: 'headingOrder', verdict: 'good', message: m.headingOrder.good };
};

/** An image needs alt text unless it is marked as decoration. */
export const lacksAlt = (image: { alt: string | null; decorative?: boolean }): boolean => !image.decorative && !image.alt?.trim();

export const imagesCheck = (outline: HtmlOutline, pageImages: readonly ImageRef[] = []): AnalysisItem => {
  const images = [...pageImages, ...outline.images.filter((image) => !image.decorative)];
  if (images.length === 0) return { check: 'images', verdict: 'ok', message: m.images.none };
  const missing = images.filter(lacksAlt).length;
  if (missing > 0) return { check: 'images', verdict: 'bad', message: m.images.missingAlt(missing, images.length) };
  return { check: 'images', verdict: 'good', message: m.images.good(images.length) };
};

export const linkChecks = (outline: HtmlOutline, siteOrigin?: string): AnalysisItem[] => {
  const kinds = outline.links.map((link) => linkKind(link.href, siteOrigin));
  const internal = kinds.filter((kind) => kind === 'internal').length;
  const outbound = kinds.filter((kind) => kind === 'outbound').length;
  return [
    internal > 0
      ? { check: 'internalLinks', verdict: 'good', message: m.internalLinks.good(internal) }
      : { check: 'internalLinks', verdict: 'ok', message: m.internalLinks.none },
    outbound > 0
      ? { check: 'outboundLinks', verdict: 'good', message: m.outboundLinks.good(outbound) }
      : { check: 'outboundLinks', verdict: 'ok', message: m.outboundLinks.none },
  ];
};

export const readabilityCheck = (stats: TextStats): AnalysisItem => {
  const score = fleschReadingEase(stats);
  if (score === null || stats.words < T.readabilityMinWords) {
    return { check: 'readability', verdict: 'ok', message: m.readability.tooShort(T.readabilityMinWords) };
  }
  const shown = Math.round(score * 10) / 10;
  const message = m.readability.score(shown, m.readability.bands[readingBand(score)]);
  if (score >= T.readingGood) return { check: 'readability', verdict: 'good', message };
  return { check: 'readability', verdict: score >= T.readingOk ? 'ok' : 'bad', message: `${message} ${m.readability.advice}` };
};

export const statsOf = (outline: HtmlOutline): TextStats => textStats(outline.blocks.map((block) => block.text));
