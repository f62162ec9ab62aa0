// The SEO studio of an entry's form (inside its Formik form): the SEO fields with live
// widths and fallbacks in their hints, the search-result and social-card previews, and
// the content analysis checklist, all following what staff type. A fixed public page's form
// (issue 19: /, /about...) has the same fields and previews, without the analysis.

import { useMemo } from 'react';
import type { FormMode } from '@agency/shared/contract';
import { seoFieldMessages } from '@agency/shared/contract/messages';
import type { SeoFieldName } from '@agency/shared/schemas';
import { analyzeContent, serpDescription, serpTitle, type CutText } from '@agency/shared/contract/seo';
import { getRuntimeConfig } from '@agency/shared/api';
import { ContentAnalysisPanel } from './content-analysis-panel';
import { SearchResultPreview } from './search-result-preview';
import { SeoFieldset } from './seo-fieldset';
import { SocialCardPreview } from './social-card-preview';
import { useSeoSnapshot, type SeoSnapshotOptions } from './use-seo-snapshot';
import './seo.css';

export type SeoStudioProps = DistributiveOmit<SeoSnapshotOptions, 'siteOrigin'> & {
  mode: FormMode;
  /** Which SEO fields this content type has (default: all). */
  only?: readonly SeoFieldName[];
  /** The public site's origin (default: the configured site URL, else this page's origin). */
  siteOrigin?: string;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const hints = seoFieldMessages.hints;

const widthHint = (cut: CutText): string => (cut.cut ? hints.widthCut : hints.width)(Math.round(cut.widthPx), cut.maxPx);

const defaultOrigin = (): string => getRuntimeConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);

export function SeoStudio({ mode, only, siteOrigin, ...options }: SeoStudioProps) {
  const origin = siteOrigin ?? defaultOrigin();
  const snapshot = useSeoSnapshot({ ...options, siteOrigin: origin });
  const analysis = useMemo(() => analyzeContent(snapshot.analysisInput), [snapshot.analysisInput]);
  const fixedPage = options.fixedPage;
  const liveHints: Partial<Record<SeoFieldName, string>> = {
    metaTitle: `${hints.metaTitle(snapshot.derivedTitle)} ${widthHint(serpTitle(snapshot.title))}`,
    metaDescription: `${fixedPage ? hints.metaTitle(fixedPage.description) : hints.metaDescription} ${widthHint(serpDescription(snapshot.description))}`,
    slug: hints.slug(snapshot.path),
    ...(fixedPage ? { socialImage: hints.pageSocialImage } : {}),
  };
  return (
    <div className="seo-studio">
      <SeoFieldset mode={mode} imageKind={options.imageKind} only={only} hints={liveHints} />
      <div className="seo-studio__side">
        <SearchResultPreview url={snapshot.url} title={snapshot.title} description={snapshot.description} />
        <SocialCardPreview
          imageUrl={snapshot.socialImageUrl}
          title={snapshot.socialTitle}
          description={snapshot.description}
          domain={origin}
        />
        {/* A fixed page has no text of its own to analyse. */}
        {fixedPage ? null : <ContentAnalysisPanel analysis={analysis} />}
      </div>
    </div>
  );
}
