// The RTK Query hooks of each content resource this remote manages, in the
// order list, item, create, update, delete.

import {
  useCreateAboutMutation, useCreateBlogMutation, useCreateFaqMutation, useCreatePlanMutation, useCreateProductMutation,
  useCreateServiceMutation, useCreateSingleBlogMutation, useCreateSingleServiceMutation, useCreateWorkMutation,
  useDeleteAboutMutation, useDeleteBlogMutation, useDeleteFaqMutation, useDeletePlanMutation, useDeleteProductMutation,
  useDeleteServiceMutation, useDeleteSingleBlogMutation, useDeleteSingleServiceMutation, useDeleteWorkMutation,
  useGetAboutListQuery, useGetAboutQuery, useGetBlogQuery, useGetBlogsQuery, useGetFaqQuery, useGetFaqsQuery, useGetPlanQuery,
  useGetPlansQuery, useGetProductQuery, useGetProductsQuery, useGetServiceQuery, useGetServicesQuery, useGetSingleBlogQuery,
  useGetSingleBlogsQuery, useGetSingleServiceQuery, useGetSingleServicesQuery, useGetWorkQuery, useGetWorksQuery,
  useUpdateAboutMutation, useUpdateBlogMutation, useUpdateFaqMutation, useUpdatePlanMutation, useUpdateProductMutation,
  useUpdateServiceMutation, useUpdateSingleBlogMutation, useUpdateSingleServiceMutation, useUpdateWorkMutation,
} from '@agency/shared/api';
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

const hooks = <L, I, C, U, D>(useList: L, useItem: I, useCreate: C, useUpdate: U, useRemove: D) => ({ useList, useItem, useCreate, useUpdate, useRemove });

export const RESOURCE_HOOKS = {
  about: hooks(useGetAboutListQuery, useGetAboutQuery, useCreateAboutMutation, useUpdateAboutMutation, useDeleteAboutMutation),
  blog: hooks(useGetBlogsQuery, useGetBlogQuery, useCreateBlogMutation, useUpdateBlogMutation, useDeleteBlogMutation),
  singleBlog: hooks(useGetSingleBlogsQuery, useGetSingleBlogQuery, useCreateSingleBlogMutation, useUpdateSingleBlogMutation, useDeleteSingleBlogMutation),
  work: hooks(useGetWorksQuery, useGetWorkQuery, useCreateWorkMutation, useUpdateWorkMutation, useDeleteWorkMutation),
  service: hooks(useGetServicesQuery, useGetServiceQuery, useCreateServiceMutation, useUpdateServiceMutation, useDeleteServiceMutation),
  singleService: hooks(useGetSingleServicesQuery, useGetSingleServiceQuery, useCreateSingleServiceMutation, useUpdateSingleServiceMutation, useDeleteSingleServiceMutation),
  product: hooks(useGetProductsQuery, useGetProductQuery, useCreateProductMutation, useUpdateProductMutation, useDeleteProductMutation),
  plan: hooks(useGetPlansQuery, useGetPlanQuery, useCreatePlanMutation, useUpdatePlanMutation, useDeletePlanMutation),
  faq: hooks(useGetFaqsQuery, useGetFaqQuery, useCreateFaqMutation, useUpdateFaqMutation, useDeleteFaqMutation),
} satisfies { [K in ManagedKey]: ResourceApi<ManagedEntities[K]> };
