// What each staff role may write on a content entry (product §6), beyond the permission its route
// declares: editors and owners anything; authors their own drafts only, never publishing; SEO
// specialists the SEO fields only. Checked on the fields a request sends, before its files are stored.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reviewMessages, roleMessages } from '@agency/shared/contract/messages';
import { isPublishable } from '@agency/shared/contract/publication';
import type { ContentResource } from '@agency/shared/contract/resources';
import { roleDenied, userCan } from '../http/permissions';
import type { Entity } from '../persistence/entity-mapper';
import { creatorOf } from '../revisions/revision-repository';
import { isPending } from '../reviews/review-repository';
import { ReplyError } from '../http/reply-error';
import type { WriteInput } from './write-input';

/** The fields an SEO specialist may send: the SEO fields and the pictures' alt texts. */
const SEO_ONLY_FIELDS = new Set([
  'slug',
  'metaTitle',
  'metaDescription',
  'socialImage',
  'canonicalUrl',
  'noindex',
  'focusKeyphrase',
  'imageAlt',
  'imageAlts',
]);

/** The state an entry would have after the write: the one sent, else the stored one, else a new entry's default. */
const stateAfter = (input: WriteInput, existing: Entity | undefined): unknown => input.fields.state ?? existing?.state ?? 'published';

/** Throws 403 (saying why) when the caller's role may not make this write. */
export const assertMayWrite = async (
  app: FastifyInstance,
  request: FastifyRequest,
  resource: ContentResource,
  input: WriteInput,
  existing?: Entity,
): Promise<void> => {
  const user = request.user;
  const publishable = isPublishable(resource.key);
  const changesState = existing === undefined || 'state' in input.fields || 'publishAt' in input.fields;
  if (userCan(user, 'content.edit')) {
    // Publishing and scheduling are a permission of their own (every role that edits has it today).
    if (publishable && changesState && stateAfter(input, existing) !== 'draft' && !userCan(user, 'content.publish'))
      throw roleDenied('content.publish');
    return;
  }
  if (userCan(user, 'content.draft') && publishable) {
    if (existing && (existing.state !== 'draft' || (await creatorOf(app.db, existing._id)) !== user!._id)) {
      throw roleDenied('content.edit', roleMessages.ownDraftsOnly);
    }
    if (stateAfter(input, existing) !== 'draft') throw roleDenied('content.publish');
    // Submitted for review: the editor decides on what was sent.
    if (existing && (await isPending(app.db, existing._id))) throw new ReplyError(409, { message: reviewMessages.inReview });
    return;
  }
  if (userCan(user, 'content.seo') && existing) {
    const other = [...Object.keys(input.fields), ...input.files.map((file) => file.field)].filter((field) => !SEO_ONLY_FIELDS.has(field));
    if (other.length === 0) return;
    throw roleDenied('content.seo', roleMessages.seoFieldsOnly);
  }
  throw roleDenied(existing ? 'content.edit' : 'content.draft');
};
