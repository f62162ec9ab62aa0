// Entry of the SEO studio's pure modules (`@agency/shared/contract/seo`): content analysis,
// search-result maths and the site audit. Kept out of `@agency/shared/contract` on purpose:
// that entry is a federated singleton every visitor downloads, and only the admin kit and
// the API host use these (visitors never download admin code).

export { analyzeContent, bySeverity, type ContentAnalysis } from './content-analysis';
export type { AnalysisCheck, AnalysisItem, ContentAnalysisInput, ImageRef, SeoVerdict } from './analysis-types';
export { ANALYSIS_THRESHOLDS } from './page-checks';
export { matchKeyphrase, keyWords, type KeyphraseMatch } from './keyphrase-match';
export { textStats, fleschReadingEase, readingBand, wordsOf, type ReadingBand, type TextStats } from './text-stats';
export { countSyllables } from './syllables';
export {
  outlineHtml,
  outlineText,
  type HtmlOutline,
  type OutlineHeading,
  type OutlineImage,
  type OutlineLink,
  type TextBlock,
} from './html-outline';
export { tokenizeHtml, type HtmlToken } from './html-tokens';
export { linkKind, internalPath, normalizePath, type LinkKind } from './link-kind';
export { arialWidthPx } from './arial-widths';
export {
  SERP_TITLE,
  SERP_DESCRIPTION,
  SERP_ELLIPSIS,
  cutToWidth,
  serpTitle,
  serpDescription,
  serpBreadcrumb,
  breadcrumbText,
  type Breadcrumb,
  type CutText,
  type SnippetLine,
} from './serp-snippet';
export {
  auditSite,
  type AuditOptions,
  type LinkRedirect,
  type AuditPageInput,
  type AuditPageResult,
  type AuditProblem,
  type AuditProblemKind,
  type SiteAudit,
} from './site-audit';
export { followsHeading } from './slug-choice';
