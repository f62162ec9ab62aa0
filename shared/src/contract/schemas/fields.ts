// Field rules the schemas are built from. The forms validate File objects; the
// API host validates the same schemas with `{ type, name }` descriptions of uploads.

import { array, mixed, string, ValidationError } from 'yup';
import { LIMITS, validationMessages as v, type FormMode, type SchemaContext, type UploadLike } from '@agency/shared/contract';

export { LIMITS };

const isUploadLike = (value: unknown): value is UploadLike =>
  typeof value === 'object' && value !== null && typeof (value as UploadLike).type === 'string';

const isImageUpload = (value: unknown): boolean => !isUploadLike(value) || value.type.startsWith('image/');

const isPresent = (value: unknown): boolean => isUploadLike(value) || (typeof value === 'string' && value.length > 0);

const modeOf = (context: unknown): FormMode | undefined => (context as SchemaContext | undefined)?.mode;

const altRequiredBy = (context: unknown): boolean => (context as SchemaContext | undefined)?.requireImageAlt === true;

export const requiredText = (label: string, max: number = LIMITS.shortText) =>
  string().trim().max(max, v.tooLong(label, max)).required(v.required(label));

export const optionalText = (label: string, max: number = LIMITS.plainText) => string().max(max, v.tooLong(label, max)).default('');

export const richText = (label: string) => optionalText(label, LIMITS.richText);

export const emailField = () =>
  string().trim().max(LIMITS.shortText, v.tooLong('Email', LIMITS.shortText)).email(v.email).required(v.required('Email'));

/** One image: required on create when `required`, images only. */
export const imageField = (required: boolean) =>
  mixed<UploadLike | string>()
    .nullable()
    .test('required', v.imageRequired, (value, ctx) => !required || modeOf(ctx.options.context) !== 'create' || isPresent(value))
    .test('image-only', v.imageOnly, (value) => isImageUpload(value));

/**
 * The alt text of the picture in `imageName` (issue 19): at most LIMITS.altText characters; required
 * beside a new upload where the context asks for it (the admin forms), never for a picture kept.
 */
export const imageAltField = (imageName = 'image') =>
  string()
    .trim()
    .nullable()
    .transform((value: unknown) => value ?? '')
    .max(LIMITS.altText, v.tooLong('Alt text', LIMITS.altText))
    .default('')
    .test('required-for-upload', v.altRequired, function requiredForUpload(value) {
      return !altRequiredBy(this.options.context) || !isUploadLike(this.parent?.[imageName]) || Boolean(value?.trim());
    });

/**
 * The alt texts of the pictures in `imagesName`, one per picture in their order (issue 19): each
 * at most LIMITS.altText characters; where the context asks (the admin forms), a new upload's is required.
 */
export const imageAltsField = (imagesName = 'images') =>
  array()
    .of(
      string()
        .trim()
        .nullable()
        .transform((value: unknown) => value ?? '')
        .max(LIMITS.altText, v.tooLong('Alt text', LIMITS.altText))
        .default(''),
    )
    .default([])
    .test('required-for-uploads', v.altRequired, function requiredForUploads(alts) {
      if (!altRequiredBy(this.options.context)) return true;
      const images: unknown[] = Array.isArray(this.parent?.[imagesName]) ? this.parent[imagesName] : [];
      const missing = images.flatMap((image, index) => (isUploadLike(image) && !alts?.[index]?.trim() ? [index] : []));
      // Every picture without words is named at once, not one per save.
      return (
        missing.length === 0 ||
        new ValidationError(missing.map((index) => this.createError({ path: `${this.path}[${index}]`, message: v.altRequired })))
      );
    });

/** Several images: at least `minOnCreate` on create, images only. */
export const imagesField = (minOnCreate: number) =>
  array()
    .of(mixed<UploadLike | string>().test('image-only', v.imageOnly, (value) => isImageUpload(value)))
    .default([])
    .test(
      'min',
      v.imagesRequired,
      (value, ctx) => minOnCreate === 0 || modeOf(ctx.options.context) !== 'create' || (value?.length ?? 0) >= minOnCreate,
    );

/** Optional link: empty, or an http(s) URL. */
export const optionalLink = (label: string) =>
  string()
    .trim()
    .max(LIMITS.link, v.tooLong(label, LIMITS.link))
    .default('')
    .test('url', `${label} must be a link starting with http:// or https://`, (value) => !value || /^https?:\/\/\S+$/i.test(value));
