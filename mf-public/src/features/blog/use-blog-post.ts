// The post of /blog/{slug} from one call, GET /blog/page/{slug} (product §7): its body (the
// single blog) and its entry (heading, date); without a single blog, the entry's own
// description is the body. The server renderer makes the same call, so a hydrated page
// asks nothing again.

import { blogPath, type Blog, type ImageKind, type SingleBlog } from '@agency/shared/contract';
import { useGetBlogDetailQuery } from '@agency/shared/api';
import { useSlugRedirect } from '../../hooks/use-slug-redirect';
import { detailWithFallback, type Detail } from '../../utils/detail-with-fallback';
import { pageSeo, type PageSeo } from '../../utils/page-seo';

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'missing' }
  | {
      status: 'ready';
      heading: string;
      html: string;
      /** The pictures below the text; `alts` their stored alt texts ('' where the page derives one). */
      gallery: { kind: ImageKind; files: string[]; alts: string[] };
      /** The picture social previews and the JSON-LD show: the post's cover, else its first picture. */
      cover?: { kind: ImageKind; file: string; alt: string };
      publishedAt?: string;
      updatedAt?: string;
      /** The post's own SEO fields, where staff set them. */
      seo: PageSeo;
    };

export const useBlogPost = (slug: string): BlogPostState => {
  const page = useGetBlogDetailQuery(slug);
  // After a 301 the reply is the page at the new slug: its entry's, else its body's.
  useSlugRedirect(slug, page.currentData?.entry?.slug ?? page.currentData?.body?.slug, blogPath);
  return blogPostOf(detailWithFallback(page));
};

/** The post a page shows from its reply: the visitor's page and the staff preview (issue 19) alike. */
export const blogPostOf = (detail: Detail<SingleBlog, Blog>): BlogPostState => {
  switch (detail.status) {
    case 'body':
      return {
        status: 'ready',
        heading: detail.body.heading || detail.entry?.heading || '',
        html: detail.body.description,
        gallery: { kind: 'singleBlog', files: detail.body.images ?? [], alts: detail.body.imageAlts ?? [] },
        cover: detail.entry?.image
          ? { kind: 'blog', file: detail.entry.image, alt: detail.entry.imageAlt ?? '' }
          : detail.body.images?.[0]
            ? { kind: 'singleBlog', file: detail.body.images[0], alt: detail.body.imageAlts?.[0] ?? '' }
            : undefined,
        publishedAt: detail.entry?.createdAt ?? detail.body.createdAt,
        updatedAt: detail.body.updatedAt,
        seo: pageSeo([
          [detail.entry, 'blog'],
          [detail.body, 'singleBlog'],
        ]),
      };
    case 'entry':
      return {
        status: 'ready',
        heading: detail.entry.heading,
        html: detail.entry.description,
        gallery: { kind: 'blog', files: detail.entry.image ? [detail.entry.image] : [], alts: [detail.entry.imageAlt ?? ''] },
        cover: detail.entry.image ? { kind: 'blog', file: detail.entry.image, alt: detail.entry.imageAlt ?? '' } : undefined,
        publishedAt: detail.entry.createdAt,
        updatedAt: detail.entry.updatedAt,
        seo: pageSeo([[detail.entry, 'blog']]),
      };
    default:
      return detail;
  }
};
