// The Name cell: the sender, linking to the message in full, marked New while unread.

import { Link } from '@agency/shared/router';
import { contactDetailPath, type Contact } from '@agency/shared/contract';
import { contactName } from './contact-name';

export function ContactSender({ contact }: { contact: Contact }) {
  return (
    <>
      <Link to={contactDetailPath(contact._id)} className={`contact-list__sender${contact.readAt ? '' : ' is-unread'}`}>
        {contactName(contact)}
      </Link>
      {contact.readAt ? null : <span className="contact-list__new">New</span>}
    </>
  );
}
