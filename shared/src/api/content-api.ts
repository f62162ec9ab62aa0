// What the public site reads of the content resources of product §7: each resource's
// whole list (the brief's call) and a page of it (`?page=&limit=&sort=&order=&q=`), and the
// post and service pages in one call each. Lists are tagged `{type, id: 'LIST'}` and items
// `{type, id}`; the staff writes (@agency/shared/staff-api) invalidate both, so lists
// refresh in every remote at once. Visitors load only these endpoints.

import {
  type BlogDetailReply,
  type ContentEntities,
  type ContentResourceKey,
  type ListQuery,
  type Page,
  type ServiceDetailReply,
  CONTENT_RESOURCE_KEYS,
  CONTENT_RESOURCES,
  type ContentResource,
  listSearchParams,
  resourceListTag as listTag,
} from '@agency/shared/contract';
import { api, type ApiEndpointBuilder as Builder } from './api-slice';

/** The two public reads every content resource has: its whole list and a page of it. */
const reads = <T extends { _id: string }>(build: Builder, resource: ContentResource) => ({
  list: build.query<T[], void>({
    query: () => resource.path,
    providesTags: (result) => [listTag(resource), ...(result ?? []).map((item) => ({ type: resource.tag, id: item._id }))],
  }),
  page: build.query<Page<T>, ListQuery>({
    query: (list) => `${resource.path}?${listSearchParams(list)}`,
    providesTags: (result) => [listTag(resource), ...(result?.data ?? []).map((item) => ({ type: resource.tag, id: item._id }))],
  }),
});

/**
 * A public post or service page's data in one call (product §7, issue 16): GET /{entry path}/page/{slug}
 * answers the entry and its body. A missing page (404) is an answer, `null`, not an error: it is
 * cached like any answer, so a server rendering the page twice does not ask again, and the page
 * can tell "no such post" (404 page) from "could not load" (error line). Tagged with both
 * resources' lists, so creating, editing or deleting either half refetches it.
 */
const detailPage = <T extends { entry: { _id: string } | null; body: { _id: string } | null }>(
  build: Builder,
  entry: ContentResource,
  body: ContentResource,
) =>
  build.query<T | null, string>({
    query: (slug) => ({
      url: `${entry.path}/page/${encodeURIComponent(slug)}`,
      validateStatus: (response: Response) => response.ok || response.status === 404,
    }),
    transformResponse: (reply: T, meta) => (meta?.response?.status === 404 ? null : reply),
    providesTags: (result) => [
      listTag(entry),
      listTag(body),
      ...(result?.entry ? [{ type: entry.tag, id: result.entry._id }] : []),
      ...(result?.body ? [{ type: body.tag, id: result.body._id }] : []),
    ],
  });

const R = CONTENT_RESOURCES;

type Reads<K extends ContentResourceKey> = ReturnType<typeof reads<ContentEntities[K]>>;

/** Every resource's two reads, named after its key: `blogList`, `blogPage`, `singleBlogList`, ... */
type ReadEndpoints = { [K in ContentResourceKey as `${K}List`]: Reads<K>['list'] } & {
  [K in ContentResourceKey as `${K}Page`]: Reads<K>['page'];
};

const readEndpoints = (build: Builder) =>
  Object.fromEntries(
    CONTENT_RESOURCE_KEYS.flatMap((key) => {
      const { list, page } = reads(build, R[key]);
      return [
        [`${key}List`, list],
        [`${key}Page`, page],
      ];
    }),
  ) as ReadEndpoints;

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...readEndpoints(build),
    /** GET /blog/page/{slug}: the data of /blog/{slug}, its entry and body (null when there is no such post). */
    getBlogDetail: detailPage<BlogDetailReply>(build, R.blog, R.singleBlog),
    /** GET /services/page/{slug}: the data of /services/{slug} (null when there is no such service). */
    getServiceDetail: detailPage<ServiceDetailReply>(build, R.service, R.singleService),
  }),
});

type Endpoints = typeof contentApi.endpoints;

/** The public read hooks of one content resource: its whole list and one page of it. */
export interface ContentReadHooks<K extends ContentResourceKey> {
  useList: Endpoints[`${K}List`]['useQuery'];
  usePage: Endpoints[`${K}Page`]['useQuery'];
}

/** The read hooks of every content resource, by its key: `contentReads.blog.useList()`, `contentReads.faq.usePage(query)`. */
export const contentReads = Object.fromEntries(
  CONTENT_RESOURCE_KEYS.map((key) => [
    key,
    { useList: contentApi.endpoints[`${key}List`].useQuery, usePage: contentApi.endpoints[`${key}Page`].useQuery },
  ]),
) as { [K in ContentResourceKey]: ContentReadHooks<K> };

export const { useGetBlogDetailQuery, useGetServiceDetailQuery } = contentApi;
