// A public post page is made of two records the API keeps apart (product §7): the card
// (Blogs: heading, summary, cover image; Services: title, summary, image) and the
// body (Single Blogs / Single Services: the article, its pictures, a service's
// features). The public page /blog/{slug} reads the card at GET /blog/{slug} and the
// body at GET /single-blog/slug/{slug}: the two belong together when their slugs are
// equal, and both slugs come from the same title. So the one editor keeps one title
// for both, and finds the other half of a post by its slug. Its fields are both halves'
// model fields (pair-fields.ts); this file declares only their presentation.

import { blogPath, MESSAGE_LONG_MS, servicePath, type ImageKind } from '@agency/shared/contract';
import { CONTENT_MODEL } from '@agency/shared/contract/content-model';
import { featureIconMessages, resourceMessages, type ResourceMessages } from '@agency/shared/contract/messages';
import { publicationFieldDefs, seoFieldDefs, type FieldDef } from '@agency/shared/admin';
import { blogSchema, serviceSchema, singleBlogSchema, singleServiceSchema } from '@agency/shared/schemas';
import type { AnyObjectSchema, AnySchema } from 'yup';
import { imageKindOf } from '../../lib/content-resource';
import { gallery, singleImage } from '../../lib/common-parts';
import { blogResource } from './blog-resource';
import { pairFields, type PairFieldsDeclaration, type PairNames, type PairPart } from './pair-fields';
import { serviceResource } from './service-resource';
import { singleBlogResource } from './single-blog-resource';
import { singleServiceResource } from './single-service-resource';

export type PairKey = 'post' | 'service';
export type { PairPart };

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
  /** The editor's own fields: one title, each half's model fields and pictures, the publication and SEO fields. */
  fields: readonly FieldDef[];
  /** Each half's model field -> the editor field that edits it (the content model's fields with an input). */
  names: PairNames;
  /** The editor's rules of the model fields, by editor name. */
  rules: Readonly<Record<string, AnySchema>>;
  messages: Record<PairPart, ResourceMessages>;
  nouns: Record<PairPart, string>;
  sections: Record<PairPart, { title: string; intro: string; fields: string[] }>;
  /** The page's SEO studio (issue 19): the public path of a slug, and the form fields it reads. */
  seo: { pathOf: (slug: string) => string; imageKind: ImageKind; bodyField: string };
}

/**
 * The page's SEO fields live on its card, where the page reads them first; the body gets the
 * slug only, so the two halves keep one address (issue 19). The editor renders them in its
 * SEO studio, not in the card's or the article's part.
 */
const seoOf = (imageKind: ImageKind) => seoFieldDefs({ imageKind });
const slugOf = (imageKind: ImageKind) => seoFieldDefs({ imageKind, only: ['slug'] });

interface PairDeclaration extends PairFieldsDeclaration {
  key: PairKey;
  messages: Record<PairPart, ResourceMessages>;
  nouns: Record<PairPart, string>;
  intros: Record<PairPart, { title: string; intro: string }>;
  pathOf: (slug: string) => string;
}

/** An editor from its declaration: its fields, names and rules derived from both halves' models. */
const pairOf = (declaration: PairDeclaration): PairConfig => {
  const { key, cardKey, bodyKey, messages, nouns, intros, pathOf } = declaration;
  const derived = pairFields(declaration);
  const title = derived.card.find((field) => field.name === 'title');
  const cardImages = imageKindOf(cardKey);
  const names = (fields: readonly FieldDef[]) => fields.map((field) => field.name);
  return {
    key,
    cardKey,
    bodyKey,
    cardTitle: CONTENT_MODEL[cardKey].labelField,
    titleLabel: title?.label ?? '',
    cardFields: [...(cardKey === 'blog' ? blogResource : serviceResource).fields, ...seoOf(cardImages)],
    bodyFields: [...(bodyKey === 'singleBlog' ? singleBlogResource : singleServiceResource).fields, ...slugOf(imageKindOf(bodyKey))],
    cardSchema: cardKey === 'blog' ? blogSchema : serviceSchema,
    bodySchema: bodyKey === 'singleBlog' ? singleBlogSchema : singleServiceSchema,
    fields: [...derived.card, ...derived.body, ...publicationFieldDefs(), ...seoOf(cardImages)],
    names: derived.names,
    rules: derived.rules,
    messages,
    nouns,
    sections: {
      card: { ...intros.card, fields: names(derived.card) },
      body: { ...intros.body, fields: names(derived.body) },
    },
    seo: { pathOf, imageKind: cardImages, bodyField: derived.names.body.description ?? '' },
  };
};

export const PAIRS: Record<PairKey, PairConfig> = {
  post: pairOf({
    key: 'post',
    cardKey: 'blog',
    bodyKey: 'singleBlog',
    extras: {
      title: { label: 'Heading', hint: "Shown on the card and above the article; the post's address follows it." },
      cardDescription: { label: 'Summary', toolbar: 'media' },
      bodyDescription: { label: 'Article', toolbar: 'media' },
    },
    image: { ...singleImage('blog'), label: 'Cover image' },
    images: { ...gallery('singleBlog', true), label: 'Article images' },
    messages: { card: resourceMessages.blog, body: resourceMessages.singleBlog },
    nouns: { card: 'Blog', body: 'Single Blog' },
    intros: {
      card: { title: 'Card', intro: 'What the blog list and the home page show.' },
      body: { title: 'Article', intro: 'The post page. Leave it empty and the page shows the summary.' },
    },
    pathOf: blogPath,
  }),
  service: pairOf({
    key: 'service',
    cardKey: 'service',
    bodyKey: 'singleService',
    extras: {
      title: { label: 'Title', hint: 'Shown on the card and above the service page; its address follows it.' },
      cardDescription: { label: 'Summary', toolbar: 'standard' },
      bodyDescription: { label: 'Service page text', toolbar: 'media' },
      features: { hint: featureIconMessages.fieldHint },
    },
    image: { ...singleImage('service'), label: 'Card image' },
    images: { ...gallery('singleService', false), label: 'Service page images' },
    messages: { card: resourceMessages.service, body: resourceMessages.singleService },
    nouns: { card: 'Service', body: 'Single Service' },
    intros: {
      card: { title: 'Card', intro: 'What the services list and the home page show.' },
      body: { title: 'Service page', intro: 'The page /services/{name}. Leave it empty and the page shows the summary.' },
    },
    pathOf: servicePath,
  }),
};

/** Update messages stay on screen as long as the route's own screen keeps them (product §9). */
export const PAIR_MESSAGE_MS = MESSAGE_LONG_MS;
