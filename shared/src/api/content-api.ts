// What the public site reads of the content resources of product §7: each resource's
// whole list (the brief's call) and a page of it (`?page=&limit=&sort=&order=&q=`), and the
// post and service pages in one call each. Lists are tagged `{type, id: 'LIST'}` and items
// `{type, id}`; the staff writes (@agency/shared/staff-api) invalidate both, so lists
// refresh in every remote at once. Visitors load only these endpoints.

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
  listSearchParams,
  resourceListTag as listTag,
} from '@agency/shared/contract';
import { api } from './api-slice';

/** The endpoint builder of the slice; its base query type is RTK's own, which the endpoints never look at. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = EndpointBuilder<any, string, 'api'>;

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

export const contentApi = api.injectEndpoints({
  endpoints: (build) => {
    const about = reads<AboutUs>(build, R.about);
    const blog = reads<Blog>(build, R.blog);
    const singleBlog = reads<SingleBlog>(build, R.singleBlog);
    const work = reads<Work>(build, R.work);
    const service = reads<Service>(build, R.service);
    const singleService = reads<SingleService>(build, R.singleService);
    const team = reads<TeamMember>(build, R.team);
    const product = reads<Product>(build, R.product);
    const testimonial = reads<Testimonial>(build, R.testimonial);
    const plan = reads<Plan>(build, R.plan);
    const faq = reads<Faq>(build, R.faq);
    return {
      getAboutList: about.list,
      getAboutPage: about.page,
      getBlogs: blog.list,
      getBlogPage: blog.page,
      getSingleBlogs: singleBlog.list,
      getSingleBlogPage: singleBlog.page,
      getWorks: work.list,
      getWorkPage: work.page,
      getServices: service.list,
      getServicePage: service.page,
      getSingleServices: singleService.list,
      getSingleServicePage: singleService.page,
      getTeam: team.list,
      getTeamPage: team.page,
      getProducts: product.list,
      getProductPage: product.page,
      getTestimonials: testimonial.list,
      getTestimonialPage: testimonial.page,
      getPlans: plan.list,
      getPlanPage: plan.page,
      getFaqs: faq.list,
      getFaqPage: faq.page,

      /** GET /blog/page/{slug}: the data of /blog/{slug}, its entry and body (null when there is no such post). */
      getBlogDetail: detailPage<BlogDetailReply>(build, R.blog, R.singleBlog),
      /** GET /services/page/{slug}: the data of /services/{slug} (null when there is no such service). */
      getServiceDetail: detailPage<ServiceDetailReply>(build, R.service, R.singleService),
    };
  },
});

export const {
  useGetAboutListQuery,
  useGetAboutPageQuery,
  useGetBlogsQuery,
  useGetBlogPageQuery,
  useGetSingleBlogsQuery,
  useGetSingleBlogPageQuery,
  useGetWorksQuery,
  useGetWorkPageQuery,
  useGetServicesQuery,
  useGetServicePageQuery,
  useGetSingleServicesQuery,
  useGetSingleServicePageQuery,
  useGetTeamQuery,
  useGetTeamPageQuery,
  useGetProductsQuery,
  useGetProductPageQuery,
  useGetTestimonialsQuery,
  useGetTestimonialPageQuery,
  useGetPlansQuery,
  useGetPlanPageQuery,
  useGetFaqsQuery,
  useGetFaqPageQuery,
  useGetBlogDetailQuery,
  useGetServiceDetailQuery,
} = contentApi;
