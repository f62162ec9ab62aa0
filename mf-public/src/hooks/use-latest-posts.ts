// The newest posts, as few as a block shows: the home teaser and the post sidebar both
// show three (product §9), so they share one request (and one entry of the page's state).

import { HOME_BLOG_TEASER_COUNT } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';

export const LATEST_POSTS_QUERY = { page: 1, limit: HOME_BLOG_TEASER_COUNT } as const;

export const useLatestPosts = () => {
  const { data, isError, isLoading } = contentReads.blog.usePage(LATEST_POSTS_QUERY);
  return { posts: data?.data, isError, isLoading };
};
