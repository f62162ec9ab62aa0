// Which public addresses a content write changes: a post's or a service's page (its card or its
// body), when it was published before the write or is after it. Published, changed, unpublished
// and deleted all count: search engines should fetch the page again (and find it gone). A renamed
// slug names both addresses: the old one now redirects.

import { blogPath, servicePath } from '@agency/shared/contract/routes';
import type { ContentResourceKey } from '@agency/shared/contract/resources';
import type { Row } from '../persistence/entity-mapper';

const PAGE_PATHS: Partial<Record<ContentResourceKey, (slug: string) => string>> = {
  blog: blogPath,
  singleBlog: blogPath,
  service: servicePath,
  singleService: servicePath,
};

const isLive = (row: Row | undefined): row is Row => row?.state === 'published' && typeof row.slug === 'string' && row.slug !== '';

/** The site paths to submit after `resource`'s row went from `before` to `after` (either may be missing). */
export const changedPagePaths = (resource: ContentResourceKey, before: Row | undefined, after: Row | undefined): string[] => {
  const pathOf = PAGE_PATHS[resource];
  if (!pathOf || !(isLive(before) || isLive(after))) return [];
  const slugs = new Set([before?.slug, after?.slug].filter((slug): slug is string => typeof slug === 'string' && slug !== ''));
  return [...slugs].map(pathOf);
};

/** A path on the site as the absolute URL the protocol wants. */
export const absoluteUrl = (siteUrl: string, path: string): string => new URL(path, siteUrl).toString();
