// How the page may look in Google's results: the URL as a breadcrumb, the title and the
// description cut where Google cuts them (by pixel width), with the measured widths.

import { SITE } from '@agency/shared/contract';
import { seoPreviewMessages } from '@agency/shared/contract/messages';
import { breadcrumbText, serpBreadcrumb, serpDescription, serpTitle, type CutText } from '@agency/shared/contract/seo';
import { SeoPanel } from './seo-panel';

export interface SearchResultPreviewProps {
  /** The page's absolute public URL. */
  url: string;
  /** The title search engines get. */
  title: string;
  /** The description search engines get. */
  description: string;
}

const meter = (label: (px: number, max: number) => string, cut: CutText): string =>
  `${label(Math.round(cut.widthPx), cut.maxPx)}${cut.cut ? `, ${seoPreviewMessages.cut}` : ''}`;

export function SearchResultPreview({ url, title, description }: SearchResultPreviewProps) {
  const shownTitle = serpTitle(title);
  const shownDescription = serpDescription(description);
  return (
    <SeoPanel title={seoPreviewMessages.search} className="seo-serp">
      <div className="seo-serp__result" data-testid="search-result">
        <p className="seo-serp__site">
          <span className="seo-serp__site-name">{SITE.name}</span>
          <span className="seo-serp__url">{breadcrumbText(serpBreadcrumb(url))}</span>
        </p>
        <p className="seo-serp__title">{shownTitle.shown}</p>
        <p className="seo-serp__description">{shownDescription.shown}</p>
      </div>
      <ul className="seo-serp__meters">
        <li className={shownTitle.cut ? 'seo-serp__meter is-cut' : 'seo-serp__meter'}>
          {meter(seoPreviewMessages.titleMeter, shownTitle)}
        </li>
        <li className={shownDescription.cut ? 'seo-serp__meter is-cut' : 'seo-serp__meter'}>
          {meter(seoPreviewMessages.descriptionMeter, shownDescription)}
        </li>
      </ul>
    </SeoPanel>
  );
}
