// The editor's values and the two records: split into the card and body requests,
// joined back from the stored records, and validation errors of either half put
// on the editor's fields.

import type { Feature } from '@agency/shared/contract';
import { blankValues, valuesOf, type FormValues } from '@agency/shared/admin';
import type { PairConfig } from './pair-config';

type Entity = Record<string, unknown>;

/** Card field -> editor field, body field -> editor field. */
const cardNames = (pair: PairConfig): Record<string, string> => ({
  [pair.cardTitle]: 'title',
  description: 'cardDescription',
  image: 'image',
});
const BODY_NAMES: Record<string, string> = { heading: 'title', description: 'bodyDescription', images: 'images', features: 'features' };

// Both halves share one publication state (issue 19): a draft post's article stays hidden with its card.
const publication = (values: FormValues): FormValues => ({ state: values.state, publishAt: values.publishAt });

export const toCard = (pair: PairConfig, values: FormValues): FormValues => ({
  [pair.cardTitle]: values.title,
  description: values.cardDescription,
  image: values.image,
  ...publication(values),
});

export const toBody = (values: FormValues): FormValues => ({
  heading: values.title,
  description: values.bodyDescription,
  images: values.images,
  features: values.features,
  ...publication(values),
});

export const pairValues = (pair: PairConfig, card: Entity | null, body: Entity | null): FormValues => {
  const values = blankValues(pair.fields);
  if (card) {
    const stored = valuesOf(pair.cardFields, card);
    Object.assign(values, { title: stored[pair.cardTitle], cardDescription: stored.description, image: stored.image });
    Object.assign(values, publication(stored));
  }
  if (body) {
    const stored = valuesOf(pair.bodyFields, body);
    Object.assign(values, { title: card ? values.title : stored.heading, bodyDescription: stored.description, images: stored.images });
    if ('features' in stored) values.features = stored.features;
    if (!card) Object.assign(values, publication(stored));
  }
  return values;
};

const filledFeatures = (rows: unknown) =>
  (Array.isArray(rows) ? (rows as Feature[]) : []).some(
    (row) => row.featureIcon.trim() || row.featureTitle.trim() || row.featureDesc.trim(),
  );

/** A body is written when one exists, or when staff gave it any content. */
export const wantsBody = (values: FormValues, hasBody: boolean): boolean =>
  hasBody ||
  String(values.bodyDescription ?? '').trim() !== '' ||
  (Array.isArray(values.images) && values.images.length > 0) ||
  filledFeatures(values.features);

export const cardErrorsToFields = (pair: PairConfig, errors: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [cardNames(pair)[name] ?? name, message]));

export const bodyErrorsToFields = (errors: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [BODY_NAMES[name] ?? name, message]));
