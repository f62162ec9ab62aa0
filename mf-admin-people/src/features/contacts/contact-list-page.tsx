// Our Contacts (/contact-list, product §2): the messages visitors sent, newest first,
// ten a page read from the API, searchable (names, e-mails, messages) and sortable,
// delete only (to the trash, with Undo; no add or edit), and an export of them all as CSV. A second tab
// (?view=notifications) shows the e-mail sent to staff about each one.

import { useSearchParams } from '@agency/shared/router';
import { adminArea, TRASH_PATH, type Contact } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { useDeleteContactMutation, useRestoreFromTrashMutation } from '@agency/shared/staff-api';
import { AdminPage, ResourceList, useListQuery } from '@agency/shared/admin';
import { contactColumns } from './contact-columns';
import { contactName } from './contact-name';
import { contactPanelId, contactTabId, ContactViewTabs, type ContactView } from './contact-view-tabs';
import { ExportContactsButton } from './export-contacts-button';
import { NotificationsPanel } from './notifications-panel';
import { useContactList } from './use-contact-list';
import { TrashedContactNotice } from './trashed-contact-notice';
import './contacts.css';

const area = adminArea('contact');
const messages = resourceMessages.contact;

function ContactMessages() {
  const controls = useListQuery(undefined, { byDate: true });
  const list = useContactList(controls.query);
  const [deleteContact] = useDeleteContactMutation();
  // A delete moves the message to the trash, as content goes: Undo puts it back.
  const [restore] = useRestoreFromTrashMutation();
  return (
    <>
      <TrashedContactNotice />
      {list.data ? <ExportContactsButton disabled={list.data.total === 0} /> : null}
      <ResourceList<Contact>
        area={area}
        list={list}
        controls={controls}
        loadFailed={list.failure ?? messages.loadFailed}
        columns={contactColumns}
        rowName={(contact) => `message from ${contactName(contact)}`}
        deleteFailed={messages.deleteFailed}
        onDelete={(contact) => deleteContact(contact._id).unwrap()}
        undoDelete={(contact) => restore(contact._id).unwrap()}
        trashPath={TRASH_PATH}
      />
    </>
  );
}

export default function ContactListPage() {
  const [params, setParams] = useSearchParams();
  const view: ContactView = params.get('view') === 'notifications' ? 'notifications' : 'messages';
  const select = (next: ContactView) => setParams(next === 'messages' ? {} : { view: next }, { replace: true });

  return (
    <AdminPage title={area.label}>
      <ContactViewTabs selected={view} onSelect={select} />
      <div role="tabpanel" id={contactPanelId(view)} aria-labelledby={contactTabId(view)}>
        {view === 'messages' ? <ContactMessages /> : <NotificationsPanel />}
      </div>
    </AdminPage>
  );
}
