// The post of /blog/{slug}: its body from GET /single-blog/slug/{slug}, its entry
// (heading, date) from GET /blog/{slug}; without a single blog, the entry's own
// description is the body.

import { blogPath, type ImageKind } from '@agency/shared/contract';
import { useFindBlogBySlugQuery, useGetSingleBlogBySlugQuery } from '@agency/shared/api';
import { useSlugRedirect } from '../../hooks/use-slug-redirect';
import { detailWithFallback } from '../../utils/detail-with-fallback';

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'missing' }
  | {
      status: 'ready';
      heading: string;
      html: string;
      gallery: { kind: ImageKind; files: string[] };
      /** The picture social previews show: the post's cover, else its first picture. */
      cover?: { kind: ImageKind; file: string };
      publishedAt?: string;
      updatedAt?: string;
    };

export const useBlogPost = (slug: string): BlogPostState => {
  const single = useGetSingleBlogBySlugQuery(slug);
  const entry = useFindBlogBySlugQuery(slug);
  useSlugRedirect(slug, entry.data?.slug ?? single.data?.slug, blogPath);

  const detail = detailWithFallback(single, entry);
  switch (detail.status) {
    case 'body':
      return {
        status: 'ready',
        heading: detail.body.heading || detail.entry?.heading || '',
        html: detail.body.description,
        gallery: { kind: 'singleBlog', files: detail.body.images ?? [] },
        cover: detail.entry?.image
          ? { kind: 'blog', file: detail.entry.image }
          : detail.body.images?.[0]
            ? { kind: 'singleBlog', file: detail.body.images[0] }
            : undefined,
        publishedAt: detail.entry?.createdAt ?? detail.body.createdAt,
        updatedAt: detail.body.updatedAt,
      };
    case 'entry':
      return {
        status: 'ready',
        heading: detail.entry.heading,
        html: detail.entry.description,
        gallery: { kind: 'blog', files: detail.entry.image ? [detail.entry.image] : [] },
        cover: detail.entry.image ? { kind: 'blog', file: detail.entry.image } : undefined,
        publishedAt: detail.entry.createdAt,
        updatedAt: detail.entry.updatedAt,
      };
    default:
      return detail;
  }
};
