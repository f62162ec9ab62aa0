// Create and edit rules of every managed content type (product §5). Validate with
// `{ context: { mode: 'create' | 'edit' } }`: create forms require their images.

import { array, boolean, number, object, string, type AnyObjectSchema } from 'yup';
import {
  FAQ_CATEGORIES,
  PRODUCT_TYPES,
  PUBLICATION_STATES,
  validationMessages as v,
  type ContentResourceKey,
  type PublicationState,
} from '@agency/shared/contract';
import {
  imageAltField,
  imageAltsField,
  imageField,
  imagesField,
  LIMITS,
  optionalLink,
  optionalText,
  requiredText,
  richText,
} from './fields';
import { seoFieldRules } from './seo';

/** Empty input means "not given"; anything else must be a number. */
const numberField = (label: string) =>
  number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(v.number(label))
    .min(0, v.nonNegative(label));

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * State and publication time of the content with a public page (issue 19). A call without a
 * state publishes, as the brief's calls did; `publishAt` counts only for a scheduled entry,
 * which needs a valid time with its zone, in the future.
 */
export const publicationFields = {
  state: string<PublicationState>().oneOf(PUBLICATION_STATES, v.oneOf('State')).default('published'),
  publishAt: string()
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .when('state', {
      is: 'scheduled',
      then: (schema) =>
        schema
          .required(v.publishAtRequired)
          .test('valid-time', v.publishAtInvalid, (value) => !value || (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))))
          .test('in-future', v.publishAtPast, (value) => !value || Number.isNaN(Date.parse(value)) || Date.parse(value) > Date.now()),
    }),
};

export const aboutSchema = object({
  title: requiredText('Title'),
  description: richText('Description'),
  mission: optionalText('Mission'),
  vision: optionalText('Vision'),
  values: optionalText('Values'),
  image: imageField(true),
  imageAlt: imageAltField(),
  ...publicationFields,
});

export const blogSchema = object({
  heading: requiredText('Heading'),
  description: richText('Description'),
  image: imageField(true),
  imageAlt: imageAltField(),
  ...publicationFields,
  ...seoFieldRules,
});

export const singleBlogSchema = object({
  heading: requiredText('Heading'),
  description: richText('Description'),
  images: imagesField(1),
  imageAlts: imageAltsField(),
  ...publicationFields,
  ...seoFieldRules,
});

export const workSchema = object({
  title: requiredText('Title'),
  description: richText('Description'),
  image: imageField(true),
  imageAlt: imageAltField(),
  ...publicationFields,
});

export const serviceSchema = object({
  title: requiredText('Title'),
  description: richText('Description'),
  image: imageField(true),
  imageAlt: imageAltField(),
  ...publicationFields,
  ...seoFieldRules,
});

export const featureSchema = object({
  featureIcon: string().trim().max(100, v.tooLong('Icon', 100)).default(''),
  featureTitle: string().trim().max(LIMITS.shortText, v.tooLong('Feature title', LIMITS.shortText)).default(''),
  featureDesc: string().trim().max(LIMITS.plainText, v.tooLong('Feature description', LIMITS.plainText)).default(''),
});

export const singleServiceSchema = object({
  heading: requiredText('Heading'),
  description: richText('Description'),
  images: imagesField(0),
  imageAlts: imageAltsField(),
  features: array().of(featureSchema).max(50, 'At most 50 features').default([]),
  ...publicationFields,
  ...seoFieldRules,
});

export const teamSchema = object({
  title: requiredText('Title'),
  role: requiredText('Role'),
  description: richText('Description'),
  link1: optionalLink('Link 1'),
  link2: optionalLink('Link 2'),
  link3: optionalLink('Link 3'),
  link4: optionalLink('Link 4'),
  image: imageField(true),
  imageAlt: imageAltField(),
});

export const productSchema = object({
  name: requiredText('Name'),
  description: richText('Description'),
  brand: requiredText('Brand'),
  regularPrice: numberField('Regular price').required(v.required('Regular price')),
  // A discount above the regular price is a typo, not a discount.
  discountPrice: numberField('Discount price')
    .nullable()
    .default(null)
    .test('not-above-regular', v.discountAboveRegular, function notAboveRegular(value) {
      const regular = Number(this.parent.regularPrice);
      return (
        value === null ||
        value === undefined ||
        this.parent.regularPrice === '' ||
        this.parent.regularPrice === null ||
        Number.isNaN(regular) ||
        value <= regular
      );
    }),
  productType: string().oneOf(PRODUCT_TYPES, v.oneOf('Product type')).default('normal'),
  stock: numberField('Stock').integer(v.number('Stock')).required(v.required('Stock')),
  rating: numberField('Rating').max(5, 'Rating must be between 0 and 5').default(0),
  image: imageField(true),
  imageAlt: imageAltField(),
  ...publicationFields,
});

export const testimonialSchema = object({
  title: requiredText('Title'),
  role: requiredText('Role'),
  description: richText('Description').trim().required(v.required('Description')),
  image: imageField(true),
  imageAlt: imageAltField(),
});

export const planSchema = object({
  planName: requiredText('Plan name'),
  price: numberField('Price').required(v.required('Price')),
  duration: requiredText('Duration'),
  description: richText('Description'),
  popular: boolean().default(false),
});

export const faqSchema = object({
  category: string().oneOf(FAQ_CATEGORIES, v.oneOf('Category')).required(v.required('Category')),
  heading: requiredText('Title'),
  description: richText('Description'),
  image: imageField(false),
  imageAlt: imageAltField(),
});

/** The schema of each content resource, by the resource keys of the message catalogue. */
export const contentSchemas = {
  about: aboutSchema,
  blog: blogSchema,
  singleBlog: singleBlogSchema,
  work: workSchema,
  service: serviceSchema,
  singleService: singleServiceSchema,
  team: teamSchema,
  product: productSchema,
  testimonial: testimonialSchema,
  plan: planSchema,
  faq: faqSchema,
} as const satisfies Record<ContentResourceKey, AnyObjectSchema>;

/** Named here too for the API host, which reads this file by its path. */
export type { ContentResourceKey };
