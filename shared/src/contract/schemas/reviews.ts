// Review before publishing (product §6): an author's submission with a note, an editor's approval
// (now, or at a time) and sending back with a comment.

import { object, string } from 'yup';
import { CONTENT_RESOURCE_KEYS, validationMessages as v } from '@agency/shared/contract';
import { REVIEW_TEXT_MAX, reviewMessages } from '@agency/shared/contract/messages';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const submitReviewSchema = object({
  resource: string().oneOf(CONTENT_RESOURCE_KEYS, v.oneOf('Resource')).required(v.required('Resource')),
  id: string().required(v.required('Entry')),
  note: string().trim().max(REVIEW_TEXT_MAX, v.tooLong(reviewMessages.noteLabel, REVIEW_TEXT_MAX)).default(''),
});

export const approveReviewSchema = object({
  /** Empty: publish now; else schedule at this time (ISO, in the future). */
  publishAt: string()
    .default('')
    .test('time', v.oneOf('Publish time'), (value) => !value || (ISO_TIME.test(value) && Date.parse(value) > Date.now())),
});

export const returnReviewSchema = object({
  comment: string()
    .trim()
    .required(reviewMessages.commentRequired)
    .max(REVIEW_TEXT_MAX, v.tooLong(reviewMessages.commentLabel, REVIEW_TEXT_MAX)),
});
