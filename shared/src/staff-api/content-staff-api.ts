// What staff do with the content resources of product §7 beyond the public reads
// (@agency/shared/api): read one entry by id for its editor, create, update (If-Match,
// 409 when stale), delete (to the trash), find a post's or service's other half by slug,
// and delete every product. Each write invalidates the resource's lists and the item.

import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import { api } from '@agency/shared/api';
import {
  type AboutUs,
  type Blog,
  type Faq,
  type Plan,
  type Product,
  type Service,
  type SingleBlog,
  type SingleService,
  type TeamMember,
  type Testimonial,
  type Work,
  CONTENT_RESOURCES,
  type ContentResource,
  entityVersionTag,
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

const itemPath = (resource: ContentResource, id: string) => `${resource.path}/${encodeURIComponent(id)}`;

/** The endpoint builder of the slice; its base query type is RTK's own, which the endpoints never look at. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = EndpointBuilder<any, string, 'api'>;

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
    // The entry moves to the trash (issue 21).
    invalidatesTags: (_result, _error, id) => [listTag(resource), { type: resource.tag, id }, TRASH_LIST],
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

export const contentStaffApi = api.injectEndpoints({
  endpoints: (build) => {
    const about = edits<AboutUs>(build, R.about);
    const blog = edits<Blog>(build, R.blog);
    const singleBlog = edits<SingleBlog>(build, R.singleBlog);
    const work = edits<Work>(build, R.work);
    const service = edits<Service>(build, R.service);
    const singleService = edits<SingleService>(build, R.singleService);
    const team = edits<TeamMember>(build, R.team);
    const product = edits<Product>(build, R.product);
    const testimonial = edits<Testimonial>(build, R.testimonial);
    const plan = edits<Plan>(build, R.plan);
    const faq = edits<Faq>(build, R.faq);
    return {
      getAbout: about.get,
      createAbout: about.create,
      updateAbout: about.update,
      deleteAbout: about.remove,
      getBlog: blog.get,
      createBlog: blog.create,
      updateBlog: blog.update,
      deleteBlog: blog.remove,
      getSingleBlog: singleBlog.get,
      createSingleBlog: singleBlog.create,
      updateSingleBlog: singleBlog.update,
      deleteSingleBlog: singleBlog.remove,
      getWork: work.get,
      createWork: work.create,
      updateWork: work.update,
      deleteWork: work.remove,
      getService: service.get,
      createService: service.create,
      updateService: service.update,
      deleteService: service.remove,
      getSingleService: singleService.get,
      createSingleService: singleService.create,
      updateSingleService: singleService.update,
      deleteSingleService: singleService.remove,
      getTeamMember: team.get,
      createTeamMember: team.create,
      updateTeamMember: team.update,
      deleteTeamMember: team.remove,
      getProduct: product.get,
      createProduct: product.create,
      updateProduct: product.update,
      deleteProduct: product.remove,
      getTestimonial: testimonial.get,
      createTestimonial: testimonial.create,
      updateTestimonial: testimonial.update,
      deleteTestimonial: testimonial.remove,
      getPlan: plan.get,
      createPlan: plan.create,
      updatePlan: plan.update,
      deletePlan: plan.remove,
      getFaq: faq.get,
      createFaq: faq.create,
      updateFaq: faq.update,
      deleteFaq: faq.remove,

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
    };
  },
});

export const {
  useGetAboutQuery,
  useCreateAboutMutation,
  useUpdateAboutMutation,
  useDeleteAboutMutation,
  useGetBlogQuery,
  useCreateBlogMutation,
  useUpdateBlogMutation,
  useDeleteBlogMutation,
  useGetSingleBlogQuery,
  useCreateSingleBlogMutation,
  useUpdateSingleBlogMutation,
  useDeleteSingleBlogMutation,
  useGetWorkQuery,
  useCreateWorkMutation,
  useUpdateWorkMutation,
  useDeleteWorkMutation,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useGetSingleServiceQuery,
  useCreateSingleServiceMutation,
  useUpdateSingleServiceMutation,
  useDeleteSingleServiceMutation,
  useGetTeamMemberQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetTestimonialQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useGetPlanQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
  useGetFaqQuery,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
  useDeleteAllProductsMutation,
} = contentStaffApi;
