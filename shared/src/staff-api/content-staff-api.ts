// What staff do with the content resources of product §7 beyond the public reads
// (@agency/shared/api): read one entry by id for its editor, create, update (If-Match,
// 409 when stale), delete (to the trash), find a post's or service's other half by slug,
// and delete every product. Each write invalidates the resource's lists and the item.

import { api, type ApiEndpointBuilder as Builder } from '@agency/shared/api';
import {
  type Blog,
  type ContentEntities,
  type ContentResourceKey,
  type Service,
  type SingleBlog,
  type SingleService,
  CONTENT_RESOURCE_KEYS,
  CONTENT_RESOURCES,
  type ContentResource,
  entityVersionTag,
  otherHalfOf,
  resourceListTag as listTag,
} from '@agency/shared/contract';

/** Multipart for resources with files, JSON for plans (product §7). */
export type WriteBody = FormData | Record<string, unknown>;

export interface UpdateArgs {
  id: string;
  body: WriteBody;
  /** The `updatedAt` of the copy being edited: sent as If-Match, so a stale save is refused (409). */
  version?: string;
}

export interface DeleteReply {
  message: string;
}

const TRASH_LIST = { type: 'Trash', id: 'LIST' } as const;

/** The lists of a page's other half (card <-> body): a delete or restore of one half moves both. */
export const otherHalfLists = (resource: ContentResource) => {
  const other = otherHalfOf(resource.key);
  return other ? [listTag(CONTENT_RESOURCES[other])] : [];
};

const itemPath = (resource: ContentResource, id: string) => `${resource.path}/${encodeURIComponent(id)}`;

/** The four staff calls every content resource has: get one, create, update, delete. */
const edits = <T extends { _id: string }>(build: Builder, resource: ContentResource) => ({
  get: build.query<T, string>({
    query: (id) => itemPath(resource, id),
    providesTags: (result, _error, id) => [{ type: resource.tag, id: result?._id ?? id }],
  }),
  create: build.mutation<T, WriteBody>({
    query: (body) => ({ url: resource.path, method: 'POST', body }),
    invalidatesTags: [listTag(resource)],
  }),
  update: build.mutation<T, UpdateArgs>({
    query: ({ id, body, version }) => ({
      url: itemPath(resource, id),
      method: 'PUT',
      body,
      ...(version ? { headers: { 'if-match': entityVersionTag(version) } } : {}),
    }),
    // An entry's history (issue 19) gains the save.
    invalidatesTags: (_result, _error, { id }) => [listTag(resource), { type: resource.tag, id }, { type: 'Revision', id }],
  }),
  remove: build.mutation<DeleteReply, string>({
    query: (id) => ({ url: itemPath(resource, id), method: 'DELETE' }),
    // The entry moves to the trash (issue 21); a page's card or body takes the other half with it.
    invalidatesTags: (_result, _error, id) => [listTag(resource), ...otherHalfLists(resource), { type: resource.tag, id }, TRASH_LIST],
  }),
});

/**
 * A lookup by slug: a missing record (404) is an answer, `null`, not an error, so the caller
 * can tell "no such record" from "could not load".
 */
const lookupBySlug = <T extends { _id: string }>(build: Builder, resource: ContentResource, path: (slug: string) => string) =>
  build.query<T | null, string>({
    query: (slug) => ({
      url: path(encodeURIComponent(slug)),
      validateStatus: (response: Response) => response.ok || response.status === 404,
    }),
    transformResponse: (body: T, meta) => (meta?.response?.status === 404 ? null : body),
    providesTags: (result) => [{ type: resource.tag, id: result?._id ?? 'SLUG' }, listTag(resource)],
  });

const R = CONTENT_RESOURCES;

type Edits<K extends ContentResourceKey> = ReturnType<typeof edits<ContentEntities[K]>>;

/** Every resource's four staff calls, named after its key: `blogGet`, `blogCreate`, `blogUpdate`, `blogRemove`, ... */
type EditEndpoints = { [K in ContentResourceKey as `${K}Get`]: Edits<K>['get'] } & {
  [K in ContentResourceKey as `${K}Create`]: Edits<K>['create'];
} & { [K in ContentResourceKey as `${K}Update`]: Edits<K>['update'] } & {
  [K in ContentResourceKey as `${K}Remove`]: Edits<K>['remove'];
};

const capitalize = (name: string) => name[0].toUpperCase() + name.slice(1);

const editEndpoints = (build: Builder) =>
  Object.fromEntries(
    CONTENT_RESOURCE_KEYS.flatMap((key) =>
      Object.entries(edits(build, R[key])).map(([call, definition]) => [`${key}${capitalize(call)}`, definition]),
    ),
  ) as EditEndpoints;

export const contentStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...editEndpoints(build),
    // The admin's post editor finds a post's other half by its slug (mf-admin-content load-pair).
    /** GET /single-blog/slug/{slug}: a post's body (null when there is none). */
    getSingleBlogBySlug: lookupBySlug<SingleBlog>(build, R.singleBlog, (slug) => `${R.singleBlog.path}/slug/${slug}`),
    /** GET /single-service/slug/{slug}: a service's body (null when there is none). */
    getSingleServiceBySlug: lookupBySlug<SingleService>(build, R.singleService, (slug) => `${R.singleService.path}/slug/${slug}`),
    /** GET /blog/{slug}: the entry a post belongs to (null when there is none). */
    findBlogBySlug: lookupBySlug<Blog>(build, R.blog, (slug) => `${R.blog.path}/${slug}`),
    /** GET /services/{slug}: the entry a service belongs to (null when there is none). */
    findServiceBySlug: lookupBySlug<Service>(build, R.service, (slug) => `${R.service.path}/${slug}`),
    /** DELETE /products: the 'delete all products' dialog (product §4). */
    deleteAllProducts: build.mutation<{ message: string; deletedCount: number; deletedIds: string[] }, void>({
      query: () => ({ url: R.product.path, method: 'DELETE' }),
      invalidatesTags: [listTag(R.product), TRASH_LIST],
    }),
  }),
});

type Endpoints = typeof contentStaffApi.endpoints;

/** The staff hooks of one content resource: read one entry for its editor, create, update, delete. */
export interface ContentEditHooks<K extends ContentResourceKey> {
  useItem: Endpoints[`${K}Get`]['useQuery'];
  useCreate: Endpoints[`${K}Create`]['useMutation'];
  useUpdate: Endpoints[`${K}Update`]['useMutation'];
  useRemove: Endpoints[`${K}Remove`]['useMutation'];
}

/** The staff hooks of every content resource, by its key: `contentEdits.blog.useUpdate()`. */
export const contentEdits = Object.fromEntries(
  CONTENT_RESOURCE_KEYS.map((key) => [
    key,
    {
      useItem: contentStaffApi.endpoints[`${key}Get`].useQuery,
      useCreate: contentStaffApi.endpoints[`${key}Create`].useMutation,
      useUpdate: contentStaffApi.endpoints[`${key}Update`].useMutation,
      useRemove: contentStaffApi.endpoints[`${key}Remove`].useMutation,
    },
  ]),
) as { [K in ContentResourceKey]: ContentEditHooks<K> };

export const { useDeleteAllProductsMutation } = contentStaffApi;
