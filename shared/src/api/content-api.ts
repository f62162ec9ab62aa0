// Endpoints of the content resources of product §7. Lists are tagged `{type, id: 'LIST'}`
// and items `{type, id}`; every mutation invalidates both, so lists refresh after
// create, update and delete in every remote at once. Each resource has the brief's whole
// list and a page of it (`?page=&limit=&sort=&order=&q=`): screens of lists that grow use
// the page.

import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import {
  type AboutUs,
  type Blog,
  type BlogDetailReply,
  type Faq,
  type ListQuery,
  type Page,
  type Plan,
  type Product,
  type Service,
  type ServiceDetailReply,
  type SingleBlog,
  type SingleService,
  type TeamMember,
  type Testimonial,
  type Work,
  CONTENT_RESOURCES,
  type ContentResource,
  entityVersionTag,
  listSearchParams,
} from '@agency/shared/contract';
import { api } from './api-slice';

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

const listTag = (resource: ContentResource) => ({ type: resource.tag, id: 'LIST' }) as const;

const TRASH_LIST = { type: 'Trash', id: 'LIST' } as const;

const itemPath = (resource: ContentResource, id: string) => `${resource.path}/${encodeURIComponent(id)}`;

/** The endpoint builder of the slice; its base query type is RTK's own, which the endpoints never look at. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = EndpointBuilder<any, string, 'api'>;

/** The five calls every content resource has: list, get one, create, update, delete. */
const crud = <T extends { _id: string }>(build: Builder, resource: ContentResource) => ({
  list: build.query<T[], void>({
    query: () => resource.path,
    providesTags: (result) => [listTag(resource), ...(result ?? []).map((item) => ({ type: resource.tag, id: item._id }))],
  }),
  page: build.query<Page<T>, ListQuery>({
    query: (list) => `${resource.path}?${listSearchParams(list)}`,
    providesTags: (result) => [listTag(resource), ...(result?.data ?? []).map((item) => ({ type: resource.tag, id: item._id }))],
  }),
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

export const contentApi = api.injectEndpoints({
  endpoints: (build) => {
    const about = crud<AboutUs>(build, R.about);
    const blog = crud<Blog>(build, R.blog);
    const singleBlog = crud<SingleBlog>(build, R.singleBlog);
    const work = crud<Work>(build, R.work);
    const service = crud<Service>(build, R.service);
    const singleService = crud<SingleService>(build, R.singleService);
    const team = crud<TeamMember>(build, R.team);
    const product = crud<Product>(build, R.product);
    const testimonial = crud<Testimonial>(build, R.testimonial);
    const plan = crud<Plan>(build, R.plan);
    const faq = crud<Faq>(build, R.faq);
    return {
      getAboutList: about.list,
      getAboutPage: about.page,
      getAbout: about.get,
      createAbout: about.create,
      updateAbout: about.update,
      deleteAbout: about.remove,
      getBlogs: blog.list,
      getBlogPage: blog.page,
      getBlog: blog.get,
      createBlog: blog.create,
      updateBlog: blog.update,
      deleteBlog: blog.remove,
      getSingleBlogs: singleBlog.list,
      getSingleBlogPage: singleBlog.page,
      getSingleBlog: singleBlog.get,
      createSingleBlog: singleBlog.create,
      updateSingleBlog: singleBlog.update,
      deleteSingleBlog: singleBlog.remove,
      getWorks: work.list,
      getWorkPage: work.page,
      getWork: work.get,
      createWork: work.create,
      updateWork: work.update,
      deleteWork: work.remove,
      getServices: service.list,
      getServicePage: service.page,
      getService: service.get,
      createService: service.create,
      updateService: service.update,
      deleteService: service.remove,
      getSingleServices: singleService.list,
      getSingleServicePage: singleService.page,
      getSingleService: singleService.get,
      createSingleService: singleService.create,
      updateSingleService: singleService.update,
      deleteSingleService: singleService.remove,
      getTeam: team.list,
      getTeamPage: team.page,
      getTeamMember: team.get,
      createTeamMember: team.create,
      updateTeamMember: team.update,
      deleteTeamMember: team.remove,
      getProducts: product.list,
      getProductPage: product.page,
      getProduct: product.get,
      createProduct: product.create,
      updateProduct: product.update,
      deleteProduct: product.remove,
      getTestimonials: testimonial.list,
      getTestimonialPage: testimonial.page,
      getTestimonial: testimonial.get,
      createTestimonial: testimonial.create,
      updateTestimonial: testimonial.update,
      deleteTestimonial: testimonial.remove,
      getPlans: plan.list,
      getPlanPage: plan.page,
      getPlan: plan.get,
      createPlan: plan.create,
      updatePlan: plan.update,
      deletePlan: plan.remove,
      getFaqs: faq.list,
      getFaqPage: faq.page,
      getFaq: faq.get,
      createFaq: faq.create,
      updateFaq: faq.update,
      deleteFaq: faq.remove,

      /** GET /blog/page/{slug}: the data of /blog/{slug}, its entry and body (null when there is no such post). */
      getBlogDetail: detailPage<BlogDetailReply>(build, R.blog, R.singleBlog),
      /** GET /services/page/{slug}: the data of /services/{slug} (null when there is no such service). */
      getServiceDetail: detailPage<ServiceDetailReply>(build, R.service, R.singleService),
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
  useGetAboutListQuery,
  useGetAboutPageQuery,
  useGetAboutQuery,
  useCreateAboutMutation,
  useUpdateAboutMutation,
  useDeleteAboutMutation,
  useGetBlogsQuery,
  useGetBlogPageQuery,
  useGetBlogQuery,
  useCreateBlogMutation,
  useUpdateBlogMutation,
  useDeleteBlogMutation,
  useGetSingleBlogsQuery,
  useGetSingleBlogPageQuery,
  useGetSingleBlogQuery,
  useCreateSingleBlogMutation,
  useUpdateSingleBlogMutation,
  useDeleteSingleBlogMutation,
  useGetWorksQuery,
  useGetWorkPageQuery,
  useGetWorkQuery,
  useCreateWorkMutation,
  useUpdateWorkMutation,
  useDeleteWorkMutation,
  useGetServicesQuery,
  useGetServicePageQuery,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useGetSingleServicesQuery,
  useGetSingleServicePageQuery,
  useGetSingleServiceQuery,
  useCreateSingleServiceMutation,
  useUpdateSingleServiceMutation,
  useDeleteSingleServiceMutation,
  useGetTeamQuery,
  useGetTeamPageQuery,
  useGetTeamMemberQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
  useGetProductsQuery,
  useGetProductPageQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetTestimonialsQuery,
  useGetTestimonialPageQuery,
  useGetTestimonialQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useGetPlansQuery,
  useGetPlanPageQuery,
  useGetPlanQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
  useGetFaqsQuery,
  useGetFaqPageQuery,
  useGetFaqQuery,
  useCreateFaqMutation,
  useUpdateFaqMutation,
  useDeleteFaqMutation,
  useGetBlogDetailQuery,
  useGetServiceDetailQuery,
  useDeleteAllProductsMutation,
} = contentApi;
