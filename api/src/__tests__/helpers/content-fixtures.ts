// Valid create and update payloads for every content resource, as the admin
// forms send them (multipart strings; plans as JSON).

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONTENT_MODEL, type ModelField } from '@agency/shared/contract/content-model';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { bearer } from './test-app';
import { multipart, type FilePart } from './multipart';

export type Fields = Record<string, string | number | boolean>;

const HAND_WRITTEN: Partial<Record<ContentResourceKey, Fields>> = {
  about: { title: 'Our Story', description: '<p>Founded in 2019.</p>', mission: 'Grow', vision: 'Lead', values: 'Care' },
  blog: { heading: 'A Fresh Post', description: '<p>Hello <strong>world</strong></p>' },
  singleBlog: { heading: 'A Fresh Post Body', description: '<h2>Intro</h2><p>Body</p>' },
  work: { title: 'New Case Study', description: '<p>Results</p>' },
  service: { title: 'Email Marketing', description: '<p>Newsletters that sell</p>' },
  singleService: {
    heading: 'Email Marketing',
    description: '<p>Detail</p>',
    features: JSON.stringify([{ featureIcon: 'fa-solid fa-envelope', featureTitle: 'Templates', featureDesc: 'Ready to send' }]),
  },
  team: { title: 'Jamie Doe', role: 'Designer', description: '<p>Designs&nbsp;things</p>', link1: 'https://example.com/jamie', link2: '' },
  product: {
    name: 'Audit Lite',
    description: '<p>Quick audit</p>',
    brand: 'Northstar',
    regularPrice: '4999',
    discountPrice: '',
    productType: 'variation',
    stock: '7',
    rating: '4.5',
  },
  testimonial: { title: 'Pat Client', role: 'CEO, Example Ltd', description: '<p>Great work</p>' },
  plan: { planName: 'Starter', price: 99, duration: 'month', description: '<ul><li>One</li></ul>', popular: true },
  faq: { category: 'Digital Marketing', heading: 'Do you offer audits?', description: '<p>Yes.</p>' },
};

/** A valid value for a field by its rule: what a type declared without fixtures here is created with. */
const sampleOf = (name: string, field: ModelField): string | number | boolean => {
  switch (field.rule) {
    case 'requiredText':
      return `Sample ${name}`;
    case 'richText':
      return `<p>Sample ${name}</p>`;
    case 'link':
      return 'https://example.com/';
    case 'number':
      return typeof field.defaultValue === 'number' ? field.defaultValue : 1;
    case 'choice':
      return field.options?.[0] ?? '';
    case 'flag':
      return false;
    case 'features':
      return '[]';
    default:
      return '';
  }
};

/** Every type's create payload: the hand-written ones above, or one made from its model's rules. */
export const CREATE_FIELDS = Object.fromEntries(
  Object.entries(CONTENT_MODEL).map(([key, model]) => [
    key,
    HAND_WRITTEN[key as ContentResourceKey] ??
      Object.fromEntries(
        Object.entries(model.fields as Readonly<Record<string, ModelField>>).map(([name, field]) => [name, sampleOf(name, field)]),
      ),
  ]),
) as Record<ContentResourceKey, Fields>;

/** The field each resource is titled by (the content model's label field). */
export const LABEL_FIELD = Object.fromEntries(Object.entries(CONTENT_MODEL).map(([key, model]) => [key, model.labelField])) as Record<
  ContentResourceKey,
  string
>;

export interface WriteRequest {
  fields?: Fields;
  files?: FilePart[];
  /** Send `fields` as JSON instead of multipart. */
  json?: boolean;
}

export const write = (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  { fields = {}, files = [], json = false }: WriteRequest,
): Promise<LightMyRequestResponse> => {
  if (json) return app.inject({ method, url, headers: bearer(token), payload: fields });
  const body = multipart(fields, files);
  return app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
