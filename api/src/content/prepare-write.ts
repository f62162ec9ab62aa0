// Turning a create/update request into column values: merge with the stored
// entry (updates may send only some fields), validate with the shared schema,
// sanitize rich fields, and collect the image changes the request asks for. An
// update writes only the columns the request sets: the others stay as stored.

import { apiMessages, validationMessages } from '@agency/shared/contract/messages';
import type { ContentResource } from '@agency/shared/contract/resources';
import { contentSchemas } from '@agency/shared/contract/schemas/content';
import { draftErrors, excusedFields } from '@agency/shared/contract/schemas/draft-rule';
import type { FormMode } from '@agency/shared/contract/form-limits';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body';
import { invalidFields, type FieldErrors } from '../http/reply-error';
import { validateFields } from '../http/validation';
import type { ContentStorage } from '../persistence/content-storage';
import { editableValues, toColumn, type Entity } from '../persistence/entity-mapper';
import { inspectUpload } from './inspect-uploads';
import { draftHeadingOf, livePictureErrors, stateAfterWrite } from './publish-rules';
import { sanitizeRichHtml } from './sanitize-rich-html';
import { readSocialImage } from './social-image';
import type { WriteInput } from './write-input';

export interface PreparedWrite {
  /** Column values of the editable fields (not the images, slug or timestamps); on update, those the request sets. */
  values: Record<string, unknown>;
  /** New image files to store, in the order sent. */
  uploads: Buffer[];
  /** Single image: clear it (FAQ `removeImage=true`). */
  removeImage: boolean;
  /** Many images: names the editor removed (only the entry's own are honoured later). */
  removedImages: string[];
  /** Many images: their alt texts as the editor lists them (kept, then new); undefined when not sent. */
  imageAlts?: string[];
  /** A new social image to store (SEO fields, issue 19). */
  socialUpload?: Buffer;
  /** The slug field as sent, validated: a chosen slug, '' to follow the heading, undefined when not sent. */
  slug?: string;
}

/** Multipart sends lists as JSON text; JSON bodies send them as they are. */
const parseJsonList = (raw: unknown): unknown[] | undefined => {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string') return undefined;
  if (raw.trim() === '') return [];
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

const isTrue = (value: unknown): boolean => value === true || value === 'true' || value === '1';

/** Fields the request carries that are instructions about images, not values. */
const CONTROL_FIELDS = new Set(['image', 'images', 'removedImages', 'removeImage', 'imageAlts']);

/**
 * The columns an update writes: those the request sends or sets. A field it leaves out is not
 * written back as read before the row's lock, where it would undo a save made in between.
 */
const setBy = (columns: Record<string, unknown>, sent: Record<string, unknown>, alsoSet: Set<string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(columns).filter(([field]) => field in sent || alsoSet.has(field)));

/**
 * Validates with the resource's schema; a draft (draft-rule.ts) may leave any field but its heading
 * empty: those fields are checked no further and stored empty.
 */
const validateForState = async (
  resource: ContentResource,
  storage: ContentStorage,
  values: Record<string, unknown>,
  mode: FormMode,
): Promise<{ values?: Record<string, unknown>; errors?: FieldErrors }> => {
  const schema = contentSchemas[resource.key];
  const result = await validateFields(schema, values, { context: { mode } });
  if (!result.errors || !storage.publishable || stateAfterWrite(values) !== 'draft') return result;
  const heading = draftHeadingOf(resource);
  const standing = draftErrors(result.errors, values, heading);
  if (Object.keys(standing).length > 0) return { errors: standing };
  const excused = excusedFields(result.errors, values, heading);
  const rest = await validateFields(schema.omit(excused), values, { context: { mode } });
  if (rest.errors) return rest;
  return { values: { ...Object.fromEntries(excused.map((field) => [field, values[field]])), ...rest.values } };
};

export const prepareWrite = async (
  resource: ContentResource,
  storage: ContentStorage,
  input: WriteInput,
  mode: FormMode,
  existing?: Entity,
): Promise<PreparedWrite> => {
  const errors: FieldErrors = {};
  const imageField = resource.images === 'many' ? 'images' : 'image';
  const files = resource.images === 'none' ? [] : input.files.filter((file) => file.field === imageField);
  if (resource.images === 'single' && files.length > 1) errors.image = apiMessages.tooManyFiles;
  const inspected = await Promise.all(files.map(inspectUpload));
  const uploadError = inspected.some((upload) => !upload.isImage) ? apiMessages.notAnImage : undefined;

  const sent = Object.fromEntries(Object.entries(input.fields).filter(([key]) => !CONTROL_FIELDS.has(key)));
  const values: Record<string, unknown> = { ...(existing ? editableValues(storage, existing) : {}), ...sent };
  if ('features' in sent) {
    const features = parseJsonList(sent.features);
    if (features) values.features = features;
    else errors.features = validationMessages.jsonList('Features');
  }
  const removeImage = mode === 'edit' && storage.imageOptional === true && isTrue(input.fields.removeImage);
  // Columns the request sets besides those it sends: a cleared alt text, the time a state change sets.
  const alsoSet = new Set<string>();
  if (resource.images === 'single') {
    values.image = inspected[0]?.description ?? (existing?.image || undefined);
    // A new picture sent without its alt text (the brief's calls), or none, keeps no words about the old one.
    if (removeImage || (inspected.length > 0 && !('imageAlt' in sent))) {
      values.imageAlt = '';
      alsoSet.add('imageAlt');
    }
  }
  if (resource.images === 'many') values.images = inspected.map((upload) => upload.description);
  const altsSent = resource.images === 'many' && input.fields.imageAlts !== undefined;
  if (altsSent) {
    const alts = input.fields.imageAlts === null ? [] : parseJsonList(input.fields.imageAlts);
    if (alts) values.imageAlts = alts;
    else errors.imageAlts = validationMessages.jsonList('Alt texts');
  }

  let socialUpload: Buffer | undefined;
  let socialSent = false;
  if (storage.seo) {
    const social = await readSocialImage(input, existing);
    if (social.error) errors.socialImage = social.error;
    else if (social.value !== undefined) values.socialImage = social.value;
    socialUpload = social.upload;
    socialSent = social.value !== undefined;
    if (socialSent) alsoSet.add('socialImage');
  }

  let removedImages: string[] = [];
  if (mode === 'edit' && resource.images === 'many' && input.fields.removedImages !== undefined) {
    const list = parseJsonList(input.fields.removedImages);
    if (list) removedImages = list.filter((name): name is string => typeof name === 'string');
    else errors.removedImages = validationMessages.jsonList('Removed images');
  }

  const checked = await validateForState(resource, storage, values, mode);
  // Going live (created, or a draft published or scheduled) needs the page's pictures; a save that leaves a
  // live entry's state and pictures as stored is not held to them: an entry stored without its picture
  // (older data) keeps taking its other fields (its SEO, its text).
  const stateAsStored =
    existing !== undefined && (values.state ?? 'published') === (existing.state ?? 'published') && !('publishAt' in sent);
  const picturesAsStored = !removeImage && removedImages.length === 0;
  const liveErrors =
    storage.publishable && stateAfterWrite(values) !== 'draft' && !(stateAsStored && picturesAsStored)
      ? livePictureErrors(resource, existing, { uploads: inspected.length, removeImage, removedImages })
      : {};
  const allErrors: FieldErrors = { ...liveErrors, ...checked.errors, ...errors };
  if (uploadError) allErrors[imageField] = uploadError;
  if (Object.keys(allErrors).length > 0 || !checked.values) throw invalidFields(allErrors);

  const validated = checked.values;
  const columns: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(storage.fields)) {
    const value = resource.richFields.includes(field) ? sanitizeRichHtml(String(validated[field] ?? '')) : validated[field];
    columns[field] = toColumn(kind, value);
  }
  // A social image not sent stays as it is: the update must not write back a copy read before its lock.
  if (storage.seo && !socialSent) delete columns.socialImage;
  // Stored in UTC; a time counts only while the entry waits for it (issue 19).
  if (storage.publishable) {
    columns.publishAt = validated.state === 'scheduled' ? new Date(String(validated.publishAt)).toISOString() : null;
    if ('state' in sent) alsoSet.add('publishAt');
  }
  return {
    values: existing ? setBy(columns, sent, alsoSet) : columns,
    uploads: inspected.map((upload) => upload.file.data),
    removeImage,
    removedImages,
    imageAlts: altsSent ? (validated.imageAlts as string[]) : undefined,
    socialUpload,
    slug: storage.seo && 'slug' in sent ? String(validated.slug ?? '') : undefined,
  };
};
