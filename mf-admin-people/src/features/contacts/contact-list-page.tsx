// Our Contacts (/contact-list, spec §2): the messages visitors sent, newest first,
// ten a page, delete only (no add or edit), and an export of them all as CSV.

import { adminArea, resourceMessages, type Contact } from '@agency/shared/contract';
import { useDeleteContactMutation } from '@agency/shared/api';
import { AdminPage, ResourceList } from '@agency/shared/admin';
import { contactColumns } from './contact-columns';
import { contactName } from './contact-name';
import { ExportContactsButton } from './export-contacts-button';
import { useContactList } from './use-contact-list';
import './contacts.css';

const area = adminArea('contact');
const messages = resourceMessages.contact;

export default function ContactListPage() {
  const { contacts, isLoading, failure } = useContactList();
  const [deleteContact] = useDeleteContactMutation();

  return (
    <AdminPage title={area.label}>
      {contacts ? <ExportContactsButton contacts={contacts} /> : null}
      <ResourceList<Contact>
        area={area}
        items={contacts}
        isLoading={isLoading}
        isError={failure !== undefined}
        loadFailed={failure ?? messages.loadFailed}
        columns={contactColumns}
        rowName={(contact) => `message from ${contactName(contact)}`}
        deleteFailed={messages.deleteFailed}
        onDelete={(contact) => deleteContact(contact._id).unwrap()}
      />
    </AdminPage>
  );
}
