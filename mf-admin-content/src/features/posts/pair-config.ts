// A public post page is made of two records the API keeps apart (product §7): the card
// (Blogs: heading, summary, cover image; Services: title, summary, image) and the
// body (Single Blogs / Single Services: the article, its pictures, a service's
// features). The public page /blog/{slug} reads the card at GET /blog/{slug} and the
// body at GET /single-blog/slug/{slug}: the two belong together when their slugs are
// equal, and both slugs come from the same title. So the one editor keeps one title
// for both, and finds the other half of a post by its slug.

import { blogPath, MESSAGE_LONG_MS, PREVIEW_SIZE, servicePath, type ImageKind } from '@agency/shared/contract';
import { resourceMessages, type ResourceMessages } from '@agency/shared/contract/messages';
import { IMAGE_ALT, IMAGE_ALTS, publicationFieldDefs, seoFieldDefs, type FieldDef } from '@agency/shared/admin';
import { blogSchema, serviceSchema, singleBlogSchema, singleServiceSchema } from '@agency/shared/schemas';
import type { AnyObjectSchema } from 'yup';
import { imageKindOf } from '../../lib/content-resource';
import { blogResource } from './blog-resource';
import { serviceResource } from './service-resource';
import { singleBlogResource } from './single-blog-resource';
import { singleServiceResource } from './single-service-resource';

export type PairKey = 'post' | 'service';
/** Which half a route opens at: the card (Blogs, Services) or the body (Single ...). */
export type PairPart = 'card' | 'body';

export interface PairConfig {
  key: PairKey;
  cardKey: 'blog' | 'service';
  bodyKey: 'singleBlog' | 'singleService';
  /** The card's title field; the body's is always `heading`. */
  cardTitle: 'heading' | 'title';
  titleLabel: string;
  cardFields: readonly FieldDef[];
  bodyFields: readonly FieldDef[];
  cardSchema: AnyObjectSchema;
  bodySchema: AnyObjectSchema;
  /** The editor's own fields: one title, the card's summary and image, the body's article and pictures. */
  fields: readonly FieldDef[];
  messages: Record<PairPart, ResourceMessages>;
  nouns: Record<PairPart, string>;
  sections: Record<PairPart, { title: string; intro: string; fields: string[] }>;
  /** The page's SEO studio (issue 19): the public path of a slug, and the form fields it reads. */
  seo: { pathOf: (slug: string) => string; imageKind: ImageKind; bodyField: string };
}

const rich = (name: string, label: string): FieldDef => ({ kind: 'rich', name, label, toolbar: 'media' });

/**
 * The page's SEO fields live on its card, where the page reads them first; the body gets the
 * slug only, so the two halves keep one address (issue 19). The editor renders them in its
 * SEO studio, not in the card's or the article's part.
 */
const seoOf = (imageKind: ImageKind) => seoFieldDefs({ imageKind });
const slugOf = (imageKind: ImageKind) => seoFieldDefs({ imageKind, only: ['slug'] });

export const PAIRS: Record<PairKey, PairConfig> = {
  post: {
    key: 'post',
    cardKey: 'blog',
    bodyKey: 'singleBlog',
    cardTitle: 'heading',
    titleLabel: 'Heading',
    cardFields: [...blogResource.fields, ...seoOf(imageKindOf('blog'))],
    bodyFields: [...singleBlogResource.fields, ...slugOf(imageKindOf('singleBlog'))],
    cardSchema: blogSchema,
    bodySchema: singleBlogSchema,
    fields: [
      {
        kind: 'text',
        name: 'title',
        label: 'Heading',
        required: true,
        hint: "Shown on the card and above the article; the post's address follows it.",
      },
      rich('cardDescription', 'Summary'),
      {
        kind: 'image',
        name: 'image',
        label: 'Cover image',
        imageKind: imageKindOf('blog'),
        previewSize: PREVIEW_SIZE.default,
        requiredOnCreate: true,
        altName: IMAGE_ALT,
      },
      rich('bodyDescription', 'Article'),
      {
        kind: 'images',
        name: 'images',
        label: 'Article images',
        imageKind: imageKindOf('singleBlog'),
        previewSize: PREVIEW_SIZE.gallery,
        hint: 'Choose one or more images; remove any with the minus button.',
        altName: IMAGE_ALTS,
      },
      ...publicationFieldDefs(),
      ...seoOf(imageKindOf('blog')),
    ],
    messages: { card: resourceMessages.blog, body: resourceMessages.singleBlog },
    nouns: { card: 'Blog', body: 'Single Blog' },
    sections: {
      card: { title: 'Card', intro: 'What the blog list and the home page show.', fields: ['title', 'cardDescription', 'image'] },
      body: {
        title: 'Article',
        intro: 'The post page. Leave it empty and the page shows the summary.',
        fields: ['bodyDescription', 'images'],
      },
    },
    seo: { pathOf: blogPath, imageKind: imageKindOf('blog'), bodyField: 'bodyDescription' },
  },
  service: {
    key: 'service',
    cardKey: 'service',
    bodyKey: 'singleService',
    cardTitle: 'title',
    titleLabel: 'Title',
    cardFields: [...serviceResource.fields, ...seoOf(imageKindOf('service'))],
    bodyFields: [...singleServiceResource.fields, ...slugOf(imageKindOf('singleService'))],
    cardSchema: serviceSchema,
    bodySchema: singleServiceSchema,
    fields: [
      {
        kind: 'text',
        name: 'title',
        label: 'Title',
        required: true,
        hint: 'Shown on the card and above the service page; its address follows it.',
      },
      { kind: 'rich', name: 'cardDescription', label: 'Summary', toolbar: 'standard' },
      {
        kind: 'image',
        name: 'image',
        label: 'Card image',
        imageKind: imageKindOf('service'),
        previewSize: PREVIEW_SIZE.default,
        requiredOnCreate: true,
        altName: IMAGE_ALT,
      },
      rich('bodyDescription', 'Service page text'),
      {
        kind: 'images',
        name: 'images',
        label: 'Service page images',
        imageKind: imageKindOf('singleService'),
        previewSize: PREVIEW_SIZE.gallery,
        hint: 'Choose one or more images; remove any with the minus button.',
        altName: IMAGE_ALTS,
      },
      { kind: 'features', name: 'features', label: 'Features', hint: 'Icon is a font-icon class name, e.g. fa-solid fa-chart-line.' },
      ...publicationFieldDefs(),
      ...seoOf(imageKindOf('service')),
    ],
    messages: { card: resourceMessages.service, body: resourceMessages.singleService },
    nouns: { card: 'Service', body: 'Single Service' },
    sections: {
      card: { title: 'Card', intro: 'What the services list and the home page show.', fields: ['title', 'cardDescription', 'image'] },
      body: {
        title: 'Service page',
        intro: 'The page /services/{name}. Leave it empty and the page shows the summary.',
        fields: ['bodyDescription', 'images', 'features'],
      },
    },
    seo: { pathOf: servicePath, imageKind: imageKindOf('service'), bodyField: 'bodyDescription' },
  },
};

/** Update messages stay on screen as long as the route's own screen keeps them (product §9). */
export const PAIR_MESSAGE_MS = MESSAGE_LONG_MS;
