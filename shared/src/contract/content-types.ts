// Every content type of product §3, each declared once in a file of content-types/ (fields,
// API path, table, admin area, messages, picture, publication, SEO, page): the list everything
// else is derived from. The content model, the resource table, the image folders, the admin
// areas, the resource messages, the API's routes and its description read it; adding a type is
// its declaration here, a migration, and its public view.
//
// Plain data: the contract entry leaves it out (a visitor's first view carries only what
// content-types/public-facts.ts derives from it), so code reads it as
// `@agency/shared/contract/content-types`.

import { about } from './content-types/about';
import { blog } from './content-types/blog';
import { faq } from './content-types/faq';
import { plan } from './content-types/plan';
import { product } from './content-types/product';
import { service } from './content-types/service';
import { singleBlog } from './content-types/single-blog';
import { singleService } from './content-types/single-service';
import { team } from './content-types/team';
import { testimonial } from './content-types/testimonial';
import { work } from './content-types/work';
import type { ContentTypeDeclaration, EditorPart } from './content-types/parts';

export const CONTENT_TYPES = {
  about,
  blog,
  singleBlog,
  work,
  service,
  singleService,
  team,
  product,
  testimonial,
  plan,
  faq,
} as const satisfies Readonly<Record<string, ContentTypeDeclaration>>;

export type ContentTypes = typeof CONTENT_TYPES;

export type { ContentTypeDeclaration, EditorPart };
export { defineContentType, picture, publication, seo } from './content-types/parts';
