// The service of /services/{slug} from one call, GET /services/page/{slug} (product §7):
// its body (the single service) and its entry (title, card image); without a single
// service, the entry's own description is the body. The server renderer makes the same
// call, so a hydrated page asks nothing again.

import { servicePath, type Feature, type ImageKind, type Service, type SingleService } from '@agency/shared/contract';
import { useGetServiceDetailQuery } from '@agency/shared/api';
import { useSlugRedirect } from '../../hooks/use-slug-redirect';
import { detailWithFallback, type Detail } from '../../utils/detail-with-fallback';
import { pageSeo, type PageSeo } from '../../utils/page-seo';

export interface ServiceImage {
  kind: ImageKind;
  file: string;
  /** Its stored alt text ('' where the page derives one). */
  alt: string;
}

export type ServiceDetailState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'missing' }
  | {
      status: 'ready';
      heading: string;
      /** The service's name, sent with a quote from this page. */
      name: string;
      html: string;
      features: Feature[];
      /** The first picture of the service, if it has one. */
      image?: ServiceImage;
      /** The service's own SEO fields, where staff set them. */
      seo: PageSeo;
    };

export const useServiceDetail = (slug: string): ServiceDetailState => {
  const page = useGetServiceDetailQuery(slug);
  // After a 301 the reply is the page at the new slug: its entry's, else its body's.
  useSlugRedirect(slug, page.currentData?.entry?.slug ?? page.currentData?.body?.slug, servicePath);
  return serviceDetailOf(detailWithFallback(page));
};

/** The service a page shows from its reply: the visitor's page and the staff preview (issue 19) alike. */
export const serviceDetailOf = (detail: Detail<SingleService, Service>): ServiceDetailState => {
  switch (detail.status) {
    case 'body': {
      const { body, entry: service } = detail;
      const gallery = body.images?.[0];
      return {
        status: 'ready',
        heading: body.heading || service?.title || '',
        name: service?.title || body.heading,
        html: body.description,
        features: (body.features ?? []).filter((feature) => feature.featureTitle.trim() !== ''),
        image: gallery
          ? { kind: 'singleService', file: gallery, alt: body.imageAlts?.[0] ?? '' }
          : service?.image
            ? { kind: 'service', file: service.image, alt: service.imageAlt ?? '' }
            : undefined,
        seo: pageSeo([
          [service, 'service'],
          [body, 'singleService'],
        ]),
      };
    }
    case 'entry':
      return {
        status: 'ready',
        heading: detail.entry.title,
        name: detail.entry.title,
        html: detail.entry.description,
        features: [],
        image: detail.entry.image ? { kind: 'service', file: detail.entry.image, alt: detail.entry.imageAlt ?? '' } : undefined,
        seo: pageSeo([[detail.entry, 'service']]),
      };
    default:
      return detail;
  }
};
