// The post of /blog/{slug}: its body from GET /single-blog/slug/{slug}, its entry
// (heading, date) from GET /blog/{slug}; without a single blog, the entry's own
// description is the body.

import { blogPath, type ImageKind } from '@agency/shared/contract';
import { useGetBlogQuery, useGetSingleBlogBySlugQuery } from '@agency/shared/api';
import { useSlugRedirect } from '../../hooks/use-slug-redirect';
import { detailWithFallback } from '../../utils/detail-with-fallback';

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      heading: string;
      html: string;
      gallery: { kind: ImageKind; files: string[] };
      publishedAt?: string;
    };

export const useBlogPost = (slug: string): BlogPostState => {
  const single = useGetSingleBlogBySlugQuery(slug);
  const entry = useGetBlogQuery(slug);
  useSlugRedirect(slug, entry.data?.slug ?? single.data?.slug, blogPath);

  const detail = detailWithFallback(single, entry);
  switch (detail.status) {
    case 'body':
      return {
        status: 'ready',
        heading: detail.body.heading || detail.entry?.heading || '',
        html: detail.body.description,
        gallery: { kind: 'singleBlog', files: detail.body.images ?? [] },
        publishedAt: detail.entry?.createdAt ?? detail.body.createdAt,
      };
    case 'entry':
      return {
        status: 'ready',
        heading: detail.entry.heading,
        html: detail.entry.description,
        gallery: { kind: 'blog', files: detail.entry.image ? [detail.entry.image] : [] },
        publishedAt: detail.entry.createdAt,
      };
    default:
      return detail;
  }
};
