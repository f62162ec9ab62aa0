// The RTK Query hooks of each content resource this remote manages, in the
// order page (the list, paged on the server), item, create, update, delete.

import {
  useGetAboutPageQuery,
  useGetBlogPageQuery,
  useGetFaqPageQuery,
  useGetPlanPageQuery,
  useGetProductPageQuery,
  useGetServicePageQuery,
  useGetSingleBlogPageQuery,
  useGetSingleServicePageQuery,
  useGetWorkPageQuery,
} from '@agency/shared/api';
import {
  useCreateAboutMutation,
  useCreateBlogMutation,
  useCreateFaqMutation,
  useCreatePlanMutation,
  useCreateProductMutation,
  useCreateServiceMutation,
  useCreateSingleBlogMutation,
  useCreateSingleServiceMutation,
  useCreateWorkMutation,
  useDeleteAboutMutation,
  useDeleteBlogMutation,
  useDeleteFaqMutation,
  useDeletePlanMutation,
  useDeleteProductMutation,
  useDeleteServiceMutation,
  useDeleteSingleBlogMutation,
  useDeleteSingleServiceMutation,
  useDeleteWorkMutation,
  useGetAboutQuery,
  useGetBlogQuery,
  useGetFaqQuery,
  useGetPlanQuery,
  useGetProductQuery,
  useGetServiceQuery,
  useGetSingleBlogQuery,
  useGetSingleServiceQuery,
  useGetWorkQuery,
  useUpdateAboutMutation,
  useUpdateBlogMutation,
  useUpdateFaqMutation,
  useUpdatePlanMutation,
  useUpdateProductMutation,
  useUpdateServiceMutation,
  useUpdateSingleBlogMutation,
  useUpdateSingleServiceMutation,
  useUpdateWorkMutation,
} from '@agency/shared/staff-api';
import type { AboutUs, Blog, Faq, Plan, Product, Service, SingleBlog, SingleService, Work } from '@agency/shared/contract';
import type { ResourceApi } from '@agency/shared/admin';

/** The entity of each resource this remote manages. */
export interface ManagedEntities {
  about: AboutUs;
  blog: Blog;
  singleBlog: SingleBlog;
  work: Work;
  service: Service;
  singleService: SingleService;
  product: Product;
  plan: Plan;
  faq: Faq;
}

export type ManagedKey = keyof ManagedEntities;

const hooks = <L, I, C, U, D>(usePage: L, useItem: I, useCreate: C, useUpdate: U, useRemove: D) => ({
  usePage,
  useItem,
  useCreate,
  useUpdate,
  useRemove,
});

export const RESOURCE_HOOKS = {
  about: hooks(useGetAboutPageQuery, useGetAboutQuery, useCreateAboutMutation, useUpdateAboutMutation, useDeleteAboutMutation),
  blog: hooks(useGetBlogPageQuery, useGetBlogQuery, useCreateBlogMutation, useUpdateBlogMutation, useDeleteBlogMutation),
  singleBlog: hooks(
    useGetSingleBlogPageQuery,
    useGetSingleBlogQuery,
    useCreateSingleBlogMutation,
    useUpdateSingleBlogMutation,
    useDeleteSingleBlogMutation,
  ),
  work: hooks(useGetWorkPageQuery, useGetWorkQuery, useCreateWorkMutation, useUpdateWorkMutation, useDeleteWorkMutation),
  service: hooks(useGetServicePageQuery, useGetServiceQuery, useCreateServiceMutation, useUpdateServiceMutation, useDeleteServiceMutation),
  singleService: hooks(
    useGetSingleServicePageQuery,
    useGetSingleServiceQuery,
    useCreateSingleServiceMutation,
    useUpdateSingleServiceMutation,
    useDeleteSingleServiceMutation,
  ),
  product: hooks(useGetProductPageQuery, useGetProductQuery, useCreateProductMutation, useUpdateProductMutation, useDeleteProductMutation),
  plan: hooks(useGetPlanPageQuery, useGetPlanQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation),
  faq: hooks(useGetFaqPageQuery, useGetFaqQuery, useCreateFaqMutation, useUpdateFaqMutation, useDeleteFaqMutation),
} satisfies { [K in ManagedKey]: ResourceApi<ManagedEntities[K]> };
