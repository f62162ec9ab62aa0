// Create and edit rules of every managed content type (product §5), built from the content model
// (issue 16): each field's rule from the builders of fields.ts, then the parts the resource's flags
// add (picture(s) and alt text, publication state, SEO fields). Validate with
// `{ context: { mode: 'create' | 'edit' } }`: create forms require their images.

import { array, boolean, number, object, string, type AnyObjectSchema, type AnySchema } from 'yup';
import {
  CONTENT_RESOURCES,
  isPublishable,
  PUBLICATION_STATES,
  validationMessages as v,
  type ContentResourceKey,
  type PublicationState,
} from '@agency/shared/contract';
import { CONTENT_MODEL, hasSeoFields, type ModelField, type ResourceModel } from '@agency/shared/contract/content-model';
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

export const featureSchema = object({
  featureIcon: string().trim().max(100, v.tooLong('Icon', 100)).default(''),
  featureTitle: string().trim().max(LIMITS.shortText, v.tooLong('Feature title', LIMITS.shortText)).default(''),
  featureDesc: string().trim().max(LIMITS.plainText, v.tooLong('Feature description', LIMITS.plainText)).default(''),
});

/** A single service's features: at most 50. */
export const featuresField = () => array().of(featureSchema).max(50, 'At most 50 features').default([]);

/** A number field of the model: an integer column takes whole numbers, a nullable one keeps "none" as null. */
const modelNumber = (field: ModelField) => {
  const { label, column, required, max, defaultValue, notAbove } = field;
  let rule = numberField(label);
  if (column === 'integer') rule = rule.integer(v.number(label));
  if (max !== undefined) rule = rule.max(max, `${label} must be between 0 and ${max}`);
  if (required) return rule.required(v.required(label));
  if (column === 'nullableNumber') {
    const nullable = rule.nullable().default(null);
    return notAbove ? nullable.test('not-above-regular', v.discountAboveRegular, notAboveField(notAbove)) : nullable;
  }
  return typeof defaultValue === 'number' ? rule.default(defaultValue) : rule;
};

/** True unless both this value and the field it may not exceed are numbers and it is larger. */
const notAboveField = (other: string) =>
  function notAbove(this: { parent: Record<string, unknown> }, value: number | null | undefined) {
    const limit = this.parent[other];
    const bound = Number(limit);
    return value === null || value === undefined || limit === '' || limit === null || Number.isNaN(bound) || value <= bound;
  };

const modelChoice = ({ label, options = [], required, defaultValue }: ModelField) => {
  const rule = string().oneOf(options, v.oneOf(label));
  if (required) return rule.required(v.required(label));
  return typeof defaultValue === 'string' ? rule.default(defaultValue) : rule;
};

/** The rule of one field of the model (ModelField.rule names the builder). */
export const ruleOf = (field: ModelField): AnySchema => {
  switch (field.rule) {
    case 'requiredText':
      return requiredText(field.label);
    case 'optionalText':
      return optionalText(field.label);
    case 'richText':
      return field.required ? richText(field.label).trim().required(v.required(field.label)) : richText(field.label);
    case 'link':
      return optionalLink(field.label);
    case 'number':
      return modelNumber(field);
    case 'choice':
      return modelChoice(field);
    case 'flag':
      return boolean().default(false);
    case 'features':
      return featuresField();
  }
};

/** The rules of the parts a resource's flags add: its picture(s) and their alt text, publication state, SEO fields. */
const sharedPartRules = (key: ContentResourceKey, model: ResourceModel) => {
  const { images } = CONTENT_RESOURCES[key];
  return {
    ...(images === 'single' ? { image: imageField(!model.imageOptional), imageAlt: imageAltField() } : {}),
    ...(images === 'many' ? { images: imagesField(model.imageOptional ? 0 : 1), imageAlts: imageAltsField() } : {}),
    ...(isPublishable(key) ? publicationFields : {}),
    ...(hasSeoFields(key) ? seoFieldRules : {}),
  };
};

/** The create/edit schema of a resource described by `model` (the content model's, or a test's extension of it). */
export const schemaOfModel = (key: ContentResourceKey, model: ResourceModel): AnyObjectSchema =>
  object({
    ...Object.fromEntries(Object.entries(model.fields).map(([name, field]) => [name, ruleOf(field)])),
    ...sharedPartRules(key, model),
  });

/** The schema of each content resource, by the resource keys of the message catalogue. */
export const contentSchemas = /*#__PURE__*/ Object.fromEntries(
  Object.entries(CONTENT_MODEL).map(([key, model]) => [key, schemaOfModel(key as ContentResourceKey, model)]),
) as Readonly<Record<ContentResourceKey, AnyObjectSchema>>;

export const aboutSchema = contentSchemas.about;
export const blogSchema = contentSchemas.blog;
export const singleBlogSchema = contentSchemas.singleBlog;
export const workSchema = contentSchemas.work;
export const serviceSchema = contentSchemas.service;
export const singleServiceSchema = contentSchemas.singleService;
export const teamSchema = contentSchemas.team;
export const productSchema = contentSchemas.product;
export const testimonialSchema = contentSchemas.testimonial;
export const planSchema = contentSchemas.plan;
export const faqSchema = contentSchemas.faq;

/** Named here too for the API host, which reads this file by its path. */
export type { ContentResourceKey };
