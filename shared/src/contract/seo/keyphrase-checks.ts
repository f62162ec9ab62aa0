// The focus keyphrase checks: in the SEO title, the first paragraph, the slug and the subheadings.

import { seoAnalysisMessages as m } from '../messages';
import type { AnalysisItem } from './analysis-types';
import type { HtmlOutline } from './html-outline';
import { matchKeyphrase } from './keyphrase-match';

const inTitle = (title: string, keyphrase: string): AnalysisItem => {
  const match = matchKeyphrase(title, keyphrase);
  if (match === 'exact') return { check: 'keyphraseInTitle', verdict: 'good', message: m.keyphraseInTitle.exact };
  if (match === 'words') return { check: 'keyphraseInTitle', verdict: 'ok', message: m.keyphraseInTitle.words };
  return { check: 'keyphraseInTitle', verdict: 'bad', message: m.keyphraseInTitle.none };
};

/** The first block of text that is not a heading. */
const introOf = (outline: HtmlOutline): string | undefined => outline.blocks.find((block) => !/^h[1-6]$/.test(block.tag))?.text;

const inIntro = (outline: HtmlOutline, keyphrase: string): AnalysisItem => {
  const intro = introOf(outline);
  if (intro === undefined) return { check: 'keyphraseInIntro', verdict: 'bad', message: m.keyphraseInIntro.noIntro };
  const match = matchKeyphrase(intro, keyphrase);
  if (match === 'exact' || match === 'words') return { check: 'keyphraseInIntro', verdict: 'good', message: m.keyphraseInIntro.found };
  if (match === 'some') return { check: 'keyphraseInIntro', verdict: 'ok', message: m.keyphraseInIntro.some };
  return { check: 'keyphraseInIntro', verdict: 'bad', message: m.keyphraseInIntro.none };
};

/** Slugs leave out little words, so every content word is as good as the phrase. */
const inSlug = (slug: string, keyphrase: string): AnalysisItem => {
  const match = matchKeyphrase(slug, keyphrase);
  if (match === 'exact' || match === 'words') return { check: 'keyphraseInSlug', verdict: 'good', message: m.keyphraseInSlug.found };
  if (match === 'some') return { check: 'keyphraseInSlug', verdict: 'ok', message: m.keyphraseInSlug.some };
  return { check: 'keyphraseInSlug', verdict: 'bad', message: m.keyphraseInSlug.none };
};

const inSubheadings = (outline: HtmlOutline, keyphrase: string): AnalysisItem => {
  const subheadings = outline.headings.filter((heading) => heading.level >= 2);
  if (subheadings.length === 0) return { check: 'keyphraseInSubheadings', verdict: 'ok', message: m.keyphraseInSubheadings.noSubheadings };
  const mentioning = subheadings.filter((heading) => ['exact', 'words'].includes(matchKeyphrase(heading.text, keyphrase))).length;
  return mentioning > 0
    ? { check: 'keyphraseInSubheadings', verdict: 'good', message: m.keyphraseInSubheadings.found(mentioning, subheadings.length) }
    : { check: 'keyphraseInSubheadings', verdict: 'ok', message: m.keyphraseInSubheadings.none };
};

export const keyphraseChecks = (input: { keyphrase: string; title: string; slug: string }, outline: HtmlOutline): AnalysisItem[] => {
  const keyphrase = input.keyphrase.trim();
  if (!keyphrase) return [{ check: 'keyphrase', verdict: 'ok', message: m.noKeyphrase }];
  return [inTitle(input.title, keyphrase), inIntro(outline, keyphrase), inSlug(input.slug, keyphrase), inSubheadings(outline, keyphrase)];
};
