// The content analysis beside the editor: one checklist of green, orange and red items
// for an entry's SEO fields and text. Pure: the admin runs it while staff type, the API
// runs the same on save (never blocking it).

import type { AnalysisItem, ContentAnalysisInput, SeoVerdict } from './analysis-types';
import { outlineHtml } from './html-outline';
import { keyphraseChecks } from './keyphrase-checks';
import {
  descriptionLengthCheck,
  headingOrderCheck,
  imagesCheck,
  linkChecks,
  readabilityCheck,
  statsOf,
  titleWidthCheck,
  wordCountCheck,
} from './page-checks';
import { fleschReadingEase } from './text-stats';

export interface ContentAnalysis {
  /** In a fixed order: keyphrase checks, then lengths, structure, links and readability. */
  items: AnalysisItem[];
  counts: Record<SeoVerdict, number>;
  words: number;
  /** Flesch reading ease, or null when there is no text. */
  readingEase: number | null;
}

export const analyzeContent = (input: ContentAnalysisInput): ContentAnalysis => {
  const outline = outlineHtml(input.html);
  const stats = statsOf(outline);
  const items: AnalysisItem[] = [
    ...keyphraseChecks(input, outline),
    titleWidthCheck(input.title),
    descriptionLengthCheck(input.description),
    wordCountCheck(stats),
    headingOrderCheck(outline),
    imagesCheck(outline, input.images),
    ...linkChecks(outline, input.siteOrigin),
    readabilityCheck(stats),
  ];
  const counts: Record<SeoVerdict, number> = { good: 0, ok: 0, bad: 0 };
  for (const item of items) counts[item.verdict] += 1;
  return { items, counts, words: stats.words, readingEase: fleschReadingEase(stats) };
};

const SEVERITY: Record<SeoVerdict, number> = { bad: 0, ok: 1, good: 2 };

/** Problems first, then improvements, then what is good; the analysis order within each. */
export const bySeverity = (items: readonly AnalysisItem[]): AnalysisItem[] =>
  [...items].sort((a, b) => SEVERITY[a.verdict] - SEVERITY[b.verdict]);
