// The media library (issue 21, staff only): every image uploaded to it once, with
// its alt text. GET /media?q= lists them (search in alt text and file name) with
// the entries whose text shows each, and beside them every picture an entry or page
// stores in its own folder (`kind`, reusable in any image field); POST /media uploads one (multipart `image`,
// `alt`; the same picture again is a 409 carrying the stored one, unless `duplicate` says
// `existing` (answer with it) or `keep` (store a second copy)); PUT /media/:id
// changes the alt text (with `updateUses: true` in the entries' text too); DELETE /media/:id removes an image no entry uses.

import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MediaItem } from '@agency/shared/contract/entities';
import { apiMessages, mediaChoiceMessages } from '@agency/shared/contract/messages';
import { searchText } from '@agency/shared/contract/paging';
import { mediaAltSchema } from '@agency/shared/contract/schemas/media';
import { inspectUpload } from '../../content/inspect-uploads';
import { readWriteInput } from '../../content/write-input';
import { isObjectId, isoNow, newObjectId } from '../../db/ids';
import { invalidFields, notFound, ReplyError } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord, validateFields } from '../../http/validation';
import { NotAnImageError } from '../../media/encode-image';
import { findMedia, findMediaByHash, listMedia, type MediaRow } from '../../media-library/media-repository';
import { mediaUsage } from '../../media-library/media-usage';
import { entryImages, matchingEntryImages } from '../../media-library/entry-images';
import { updateAltInEntries } from '../../media-library/alt-in-entries';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const MAX_QUERY_LENGTH = 100;

const itemOf = (row: MediaRow, usedBy: MediaItem['usedBy']): MediaItem => {
  const { sha256: _hash, ...item } = row;
  return { ...item, size: Number(item.size), usedBy };
};

const mediaRoutes: FastifyPluginAsync = async (app) => {
  const withUsage = async (row: MediaRow): Promise<MediaItem> => itemOf(row, (await mediaUsage(app.db)).get(row.file) ?? []);

  staffOnly(app, (staff) => {
    staff.get<{ Querystring: { q?: unknown } }>('/', { config: { permission: 'admin.read' } }, async (request) => {
      const q = typeof request.query.q === 'string' ? searchText(request.query.q).slice(0, MAX_QUERY_LENGTH) : '';
      const [rows, usage, stored] = await Promise.all([listMedia(app.db, q), mediaUsage(app.db), entryImages(app.db)]);
      const library = rows.map((row) => itemOf(row, usage.get(row.file) ?? []));
      // Newest first across both: the library's uploads and the pictures entries store themselves.
      const data = [...library, ...matchingEntryImages(stored, q)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { data };
    });

    staff.post('/', { config: { permission: 'media.upload' } }, async (request, reply) => {
      const input = await readWriteInput(request, false);
      const files = input.files.filter((file) => file.field === 'image');
      if (files.length === 0) throw invalidFields({ image: apiMessages.imageMissing });
      if (files.length > 1) throw invalidFields({ image: apiMessages.tooManyFiles });
      const duplicate = input.fields.duplicate;
      if (duplicate !== undefined && duplicate !== 'existing' && duplicate !== 'keep')
        throw invalidFields({ duplicate: mediaChoiceMessages.duplicateChoice });
      const { values, errors } = await validateFields(mediaAltSchema, input.fields);
      const upload = await inspectUpload(files[0]);
      if (!upload.isImage || errors) throw invalidFields({ ...errors, ...(upload.isImage ? {} : { image: apiMessages.notAnImage }) });
      const sha256 = createHash('sha256').update(files[0].data).digest('hex');
      // The same picture again is staff's choice: the stored one (its alt text), or a second copy.
      const known = duplicate === 'keep' ? undefined : await findMediaByHash(app.db, sha256);
      if (known && duplicate === 'existing') return reply.code(200).send(await withUsage(known));
      if (known) throw new ReplyError(409, { message: mediaChoiceMessages.duplicate, existing: await withUsage(known) });

      const file = await app.media.save('media', files[0].data).catch((error: unknown) => {
        if (error instanceof NotAnImageError) throw invalidFields({ image: apiMessages.notAnImage });
        throw error;
      });
      const now = isoNow();
      const row: MediaRow = {
        _id: newObjectId(),
        file,
        alt: values!.alt,
        name: files[0].filename.slice(0, 200),
        size: files[0].data.length,
        sha256,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await app.db.insertInto('media_items').values(row).execute();
      } catch (error) {
        await app.media.remove('media', [file]);
        throw error;
      }
      app.media.settle([file]);
      return reply.code(201).send(itemOf(row, []));
    });

    staff.put('/:id', { config: { permission: 'media.upload' } }, async (request: IdRequest) => {
      const row = isObjectId(request.params.id) ? await findMedia(app.db, request.params.id) : undefined;
      if (!row) throw notFound();
      const { values, errors } = await validateFields(mediaAltSchema, bodyRecord(request.body));
      if (errors) throw invalidFields(errors);
      const updatedAt = isoNow();
      await app.db.updateTable('media_items').set({ alt: values!.alt, updatedAt }).where('_id', '=', row._id).execute();
      // Staff may pass the new words on to the entries that show the image.
      const updatedEntries = bodyRecord(request.body).updateUses === true ? await updateAltInEntries(app.db, row.file, values!.alt) : 0;
      return { ...(await withUsage({ ...row, alt: values!.alt, updatedAt })), updatedEntries };
    });

    staff.delete('/:id', { config: { permission: 'content.delete' } }, async (request: IdRequest) => {
      const row = isObjectId(request.params.id) ? await findMedia(app.db, request.params.id) : undefined;
      if (!row) throw notFound();
      const usedBy = (await mediaUsage(app.db)).get(row.file) ?? [];
      // Removing it would leave a broken picture in those entries.
      if (usedBy.length > 0) throw new ReplyError(409, { message: apiMessages.mediaInUse(usedBy.map((use) => use.label).join(', ')) });
      await app.db.deleteFrom('media_items').where('_id', '=', row._id).execute();
      await app.media.remove('media', [row.file]);
      return { message: apiMessages.deleted };
    });
  });
};

export default mediaRoutes;
