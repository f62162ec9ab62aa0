// The head of a fixed public page (issue 19: /, /about, the lists...), from the API: the SEO
// fields staff set for it, else the title and description it derives. Until it is known (or
// when the call fails) the page's own title and the site's description stand. Small on
// purpose: the home page's first view carries it (the detail pages' pageSeo is not needed).

import type { SeoPageKey } from '@agency/shared/contract';
import { useGetPageHeadQuery } from '@agency/shared/api';
import type { PageSeo } from '../utils/page-seo';
import { socialImageUrl } from '../utils/social-image-url';

export const usePageSeo = (page: SeoPageKey): PageSeo | undefined => {
  const head = useGetPageHeadQuery(page).data;
  // Empty values are falsy: PageMeta keeps its own for them.
  return (
    head && {
      title: head.metaTitle,
      description: head.metaDescription,
      canonical: head.canonicalUrl,
      noIndex: head.noindex,
      image: head.socialImage && socialImageUrl(head.socialImage, 'page'),
    }
  );
};
