// GET /blog as the public pages may call it: only for a page (`?page=&limit=`), answered
// like the API. The whole list is refused, so a screen that asks for every post fails its
// tests instead of slowing the site down once the blog is large.

import type { Blog } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, pagedListReply } from '@agency/shared/testing';
import { isPagedRequest } from '@agency/shared/contract';

/** Every blog request a test made, to check what the page asked for. */
export const blogRequests: URL[] = [];

export const blogPages = (posts: Blog[]) =>
  http.get(apiUrl('blog'), ({ request }) => {
    const url = new URL(request.url);
    blogRequests.push(url);
    if (!isPagedRequest(Object.fromEntries(url.searchParams)))
      return HttpResponse.json({ message: 'Public pages ask for one page of posts' }, { status: 400 });
    return HttpResponse.json(pagedListReply(posts, request.url) as object);
  });
