// POST /contact (public, captcha, rate-limited) stores a message from the contact,
// quote or FAQ form, with its staff e-mail queued in the same transaction; staff
// read them (`{ data: [...] }`, or one page searched and sorted), export them all as
// CSV (streamed), delete them (to the trash), and keep track of which are new to them (summary / seen).

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ContactPayload, ContactSource } from '@agency/shared/contract/entities';
import { apiMessages, formMessages } from '@agency/shared/contract/messages';
import { contactEnvelopeSchema, contactSchemaFor } from '@agency/shared/contract/schemas/public-forms';
import { CONTACT_LIST_SPEC, insertContact, listContacts, listContactsPage, summarizeContacts } from '../../contacts/contact-repository';
import { contactsCsvStream, csvFileName } from '../../contacts/contacts-csv';
import { trashContact } from '../../trash/trashed-contacts';
import { readAttribution } from '../../contacts/read-attribution';
import { readListQuery, wantsPage } from '../../http/list-query';
import { isObjectId, isoNow } from '../../db/ids';
import { perIpLimit } from '../../http/rate-limit';
import { CONTACT_JSON_BODY_LIMIT } from '../../http/body-limits';
import { invalidFields, notFound, ReplyError } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord, validateFields } from '../../http/validation';

const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/',
    {
      bodyLimit: CONTACT_JSON_BODY_LIMIT,
      config: { rateLimit: perIpLimit(app.apiOptions.rateLimits.contact, { message: apiMessages.rateLimited }) },
      // The staff e-mail goes out after the visitor has the reply, never holding it up.
      onResponse: async (_request, reply) => {
        if (reply.statusCode === 201) app.notifications.wake();
      },
    },
    async (request, reply) => {
      const body = bodyRecord(request.body);
      const envelope = await validateFields(contactEnvelopeSchema, body);
      const source: ContactSource = envelope.values?.source ?? 'contact';
      const form = await validateFields(contactSchemaFor(source), body);
      if (envelope.errors || form.errors) throw invalidFields({ ...form.errors, ...envelope.errors });
      const attribution = readAttribution(body.attribution, request.hostname);
      const { captcha, sourceDetail } = envelope.values!;
      // Checked after the fields, so fixing a typo does not burn a solved captcha.
      if (!(await app.captcha.verify(captcha, request.ip))) {
        throw new ReplyError(400, { message: apiMessages.captchaFailed });
      }
      const fields = form.values! as Omit<ContactPayload, 'captcha' | 'source' | 'sourceDetail'>;
      await insertContact(app.db, {
        firstName: fields.firstName,
        lastName: fields.lastName ?? '',
        email: fields.email,
        phone: fields.phone,
        subject: fields.subject ?? '',
        message: fields.message,
        source,
        sourceDetail,
        attribution,
      });
      return reply.code(201).send({ message: formMessages.contactSent });
    },
  );

  staffOnly(app, (staff) => {
    // Marking messages seen or read changes only the reader's own view of the inbox.
    const read = { config: { permission: 'contacts.read' as const } };
    // The brief's call answers `{ data: [...] }` with every message (product §7; its cost grows with
    // the table); paging, sort or search values answer one page: `{ data, total, page, limit }`.
    staff.get('/', read, async (request) =>
      wantsPage(request)
        ? listContactsPage(app.db, app.dbEngine, readListQuery(request, CONTACT_LIST_SPEC))
        : { data: await listContacts(app.db) },
    );

    staff.get('/export.csv', read, async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName()}"`)
        .header('cache-control', 'no-store')
        .send(contactsCsvStream(app.db, app.dbEngine)),
    );

    staff.get('/summary', read, async (request) => summarizeContacts(app.db, request.user?.contactsSeenAt ?? null));

    staff.post('/seen', read, async (request) => {
      const seenAt = isoNow();
      await app.db.updateTable('users').set({ contactsSeenAt: seenAt }).where('_id', '=', request.user!._id).execute();
      return summarizeContacts(app.db, seenAt);
    });

    staff.delete('/:id', { config: { permission: 'contacts.manage' } }, async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const { id } = request.params;
      // To the trash, as content goes (restored by POST /trash/:id/restore); the reply stays product §7's.
      if (!isObjectId(id) || !(await trashContact(app.db, app.dbEngine, id, request.user!.email))) throw notFound();
      return { message: apiMessages.deleted };
    });
  });
};

export default contactRoutes;
