// The editor's rules: the card's and the body's rules of product §5 on the editor's
// fields. The body's (a new single blog needs an image) apply only when a body is
// written: a post may have a card alone, its page then shows the summary.

import { object } from 'yup';
import { validationMessages } from '@agency/shared/contract';
import {
  featuresField,
  imageAltField,
  imageAltsField,
  imageField,
  imagesField,
  publicationFields,
  requiredText,
  richText,
  seoFieldRules,
} from '@agency/shared/schemas';
import type { FormValues } from '@agency/shared/admin';
import type { PairConfig } from './pair-config';
import { wantsBody } from './pair-values';

export const pairSchema = (pair: PairConfig, hasBody: () => boolean) =>
  object({
    title: requiredText(pair.titleLabel),
    cardDescription: richText('Summary'),
    image: imageField(true),
    imageAlt: imageAltField(),
    bodyDescription: richText('Article'),
    images: imagesField(0),
    imageAlts: imageAltsField(),
    features: featuresField(),
    ...publicationFields,
    ...seoFieldRules,
  }).test('new-body-images', validationMessages.imagesRequired, function newBodyImages(values) {
    const current = values as unknown as FormValues;
    const needsImage = pair.key === 'post' && !hasBody() && wantsBody(current, false);
    if (!needsImage || (Array.isArray(current.images) && current.images.length > 0)) return true;
    return this.createError({ path: 'images', message: validationMessages.imagesRequired });
  });
