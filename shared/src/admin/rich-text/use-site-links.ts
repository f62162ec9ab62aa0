// The site's own pages whose title matches what staff typed, for the link dialog: published posts
// and services (the lists' search, first few of each) and the fixed pages (their SEO titles, from
// SEO for pages). Asked only after a pause in typing and from two letters on.

import { useEffect, useState } from 'react';
import { blogPath, servicePath, type ListQuery } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { useGetSeoPagesQuery } from '@agency/shared/staff-api';

export interface SiteLink {
  kind: 'page' | 'blog' | 'service';
  title: string;
  /** The page's address on the site (`/blog/local-seo`). */
  path: string;
}

/** How many posts, and services, the dialog offers at most. */
export const SITE_LINKS_PER_KIND = 5;
const MIN_LETTERS = 2;
const PAUSE_MS = 250;

export interface SiteLinkSearch {
  links: SiteLink[];
  /** Too short to search yet. */
  idle: boolean;
  loading: boolean;
  failed: boolean;
}

// The admin kit's own pause: the shell's search hook lives in the shell, which the kit cannot import.
const useSettled = (value: string): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};

export const useSiteLinks = (typed: string): SiteLinkSearch => {
  const q = useSettled(typed.trim());
  const skip = q.length < MIN_LETTERS;
  const query: ListQuery = { page: 1, limit: SITE_LINKS_PER_KIND, q, state: 'published' };
  const posts = contentReads.blog.usePage(query, { skip });
  const services = contentReads.service.usePage(query, { skip });
  const pages = useGetSeoPagesQuery(undefined, { skip });
  if (skip) return { links: [], idle: true, loading: false, failed: false };
  const words = q.toLowerCase();
  const fixed = (pages.data ?? [])
    .map((page) => ({ kind: 'page' as const, title: page.metaTitle || page.defaults.title, path: page.path }))
    .filter((page) => page.title.toLowerCase().includes(words) || page.path.includes(words));
  const links: SiteLink[] = [
    ...fixed,
    ...(posts.currentData?.data ?? []).map((post) => ({ kind: 'blog' as const, title: post.heading, path: blogPath(post.slug) })),
    ...(services.currentData?.data ?? []).map((service) => ({
      kind: 'service' as const,
      title: service.title,
      path: servicePath(service.slug),
    })),
  ];
  return {
    links,
    idle: false,
    loading: q !== typed.trim() || posts.isFetching || services.isFetching || pages.isFetching,
    failed: posts.isError && services.isError && pages.isError,
  };
};
