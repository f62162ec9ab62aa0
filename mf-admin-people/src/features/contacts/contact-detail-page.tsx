// One contact message in full (/contact-list/{id}; beyond product §2, which has the
// list only): who sent it and how to reach them, the whole message, a reply by
// e-mail (mailto), where its visitor came from, its read state (marked read on opening; "Mark as unread" puts it
// back in the bell's count), delete (to the trash: the list offers Undo), and the staff e-mail sent about it.

import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from '@agency/shared/router';
import { adminArea, loadErrors, MESSAGE_LONG_MS, type ContactDetail } from '@agency/shared/contract';
import { dialogMessages, resourceMessages } from '@agency/shared/contract/messages';
import { useDeleteContactMutation, useGetContactQuery, useSetContactReadMutation } from '@agency/shared/staff-api';
import { AdminPage, ConfirmDialog, useDeleteDialog } from '@agency/shared/admin';
import { Message, Spinner, useTimedMessage } from '@agency/shared/ui';
import { formatDateTime } from '@agency/shared/admin';
import { ContactAttribution } from './contact-attribution';
import { contactName } from './contact-name';
import { sourceText } from './contact-source';
import { NotificationHistory } from './notification-history';
import { plainMessage } from './plain-message';
import { replyHref } from './reply-link';
import type { TrashedContactState } from './trashed-contact-notice';
import './contacts.css';

const area = adminArea('contact');

export default function ContactDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: contact, isLoading, isError } = useGetContactQuery(id, { refetchOnMountOrArgChange: true });
  const [setRead, { isLoading: marking }] = useSetContactReadMutation();
  const [deleteContact] = useDeleteContactMutation();
  const { message, show } = useTimedMessage();
  // Opening a message reads it, once: "Mark as unread" afterwards is not undone by a refresh.
  const markedOnOpen = useRef(false);
  useEffect(() => {
    if (!contact || markedOnOpen.current) return;
    markedOnOpen.current = true;
    if (!contact.readAt) void setRead({ id: contact._id, read: true });
  }, [contact, setRead]);
  const dialog = useDeleteDialog<ContactDetail>({
    remove: (item) => deleteContact(item._id).unwrap(),
    // The list offers Undo: the message went to the trash.
    onDeleted: (item) => {
      const state: TrashedContactState = { trashedContact: { id: item._id, name: `message from ${contactName(item)}` } };
      navigate(area.list, { state });
    },
    onFailed: () => show(resourceMessages.contact.deleteFailed, 'error', MESSAGE_LONG_MS),
  });

  const back = { to: area.list, label: area.label };
  if (isLoading) {
    return (
      <AdminPage title="Message" back={back}>
        <Spinner label="Loading..." showLabel />
      </AdminPage>
    );
  }
  if (isError || !contact) {
    return (
      <AdminPage title="Message" back={back}>
        <Message tone="error">{loadErrors.contacts}</Message>
      </AdminPage>
    );
  }

  const received = formatDateTime(contact.createdAt);
  const name = contactName(contact);
  return (
    <AdminPage title={`Message from ${name}`} back={back}>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      <div className="contact-detail">
        <section className="admin-card contact-detail__section" aria-labelledby="contact-message-title">
          <h2 id="contact-message-title" className="contact-detail__heading">
            {contact.subject || 'Message'}
          </h2>
          <p className="contact-detail__message">{plainMessage(contact.message)}</p>
          <div className="contact-detail__actions">
            <a className="btn btn-primary btn-small" href={replyHref(contact, received)}>
              Reply by e-mail
            </a>
            <button
              type="button"
              className="btn btn-outline btn-small"
              disabled={marking}
              onClick={() => void setRead({ id: contact._id, read: !contact.readAt })}
            >
              {contact.readAt ? 'Mark as unread' : 'Mark as read'}
            </button>
            <button type="button" className="btn btn-danger btn-small" onClick={() => dialog.ask(contact)}>
              Delete
            </button>
          </div>
        </section>
        <section className="admin-card contact-detail__section" aria-labelledby="contact-sender-title">
          <h2 id="contact-sender-title" className="contact-detail__heading">
            Sender
          </h2>
          <dl className="contact-detail__facts">
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${contact.phone}`}>{contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Sent from</dt>
              <dd>{sourceText(contact)}</dd>
            </div>
            <div>
              <dt>Received</dt>
              <dd>
                <time dateTime={contact.createdAt}>{received}</time>
              </dd>
            </div>
            <div>
              <dt>Read</dt>
              <dd>
                {contact.readAt ? `${formatDateTime(contact.readAt)}${contact.readByName ? ` by ${contact.readByName}` : ''}` : 'Not yet'}
              </dd>
            </div>
          </dl>
        </section>
        <ContactAttribution attribution={contact.attribution} />
        <NotificationHistory notification={contact.notification} />
      </div>
      {dialog.pending ? (
        <ConfirmDialog
          title={dialogMessages.deleteTitle}
          question={dialogMessages.deleteQuestion}
          subject={dialogMessages.deleteSubject(`message from ${contactName(dialog.pending)}`)}
          busy={dialog.busy}
          onCancel={dialog.cancel}
          onConfirm={() => void dialog.confirm()}
        />
      ) : null}
    </AdminPage>
  );
}
