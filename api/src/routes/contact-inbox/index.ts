// Staff reading contact messages (issue 21), mounted beside /contact: one message
// in full with who read it and its staff e-mail (GET /contact/:id), marking it read
// or unread (PUT /contact/:id/read `{ read }`; the detail view marks it read when
// opened), and everything read at once (POST /contact/read-all).

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contactDetail, findContact, markAllContactsRead, setContactRead } from '../../contacts/contact-read-state';
import { summarizeContacts } from '../../contacts/contact-repository';
import { isObjectId } from '../../db/ids';
import { invalidFields, notFound } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord } from '../../http/validation';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const contactInboxRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    // Marking messages read changes only how the inbox shows them.
    const read = { config: { permission: 'contacts.read' as const } };
    staff.get('/:id', read, async (request: IdRequest) => {
      const { id } = request.params;
      const contact = isObjectId(id) ? await findContact(app.db, id) : undefined;
      if (!contact) throw notFound();
      return contactDetail(app.db, contact);
    });

    staff.put('/:id/read', read, async (request: IdRequest) => {
      const { id } = request.params;
      const { read } = bodyRecord(request.body);
      if (typeof read !== 'boolean') throw invalidFields({ read: 'Send read as true or false' });
      if (!isObjectId(id) || !(await setContactRead(app.db, id, read, request.user!._id))) throw notFound();
      return contactDetail(app.db, (await findContact(app.db, id))!);
    });

    staff.post('/read-all', read, async (request) => {
      await markAllContactsRead(app.db, request.user!._id);
      return summarizeContacts(app.db, request.user?.contactsSeenAt ?? null);
    });
  });
};

export default contactInboxRoutes;
