// The head of a public page that is not one entry's page (issue 19): the title and description
// it derives (SEO_PAGES), and the SEO fields staff set for it, each replacing its derived value.

import { SEO_PAGES, type SeoPageKey } from '@agency/shared/contract';
import { useGetPublicPageSeoQuery } from '@agency/shared/api';
import { pageSeo, type PageSeo } from '../utils/page-seo';

export interface PageHead {
  title: string;
  description: string;
  seo: PageSeo;
}

export const usePageHead = (page: SeoPageKey): PageHead => {
  // Without the stored fields (not loaded, or the call failed) the page keeps its derived head.
  const { data } = useGetPublicPageSeoQuery();
  const { title, description } = SEO_PAGES[page];
  return { title, description, seo: pageSeo([[data?.[page], 'page']]) };
};
