// The Message cell: the subject above the message (tags stripped, product §2). A long
// message shows its first lines, and 'Show all' opens the rest in place.

import { useId, useState } from 'react';
import { stripHtml, type Contact } from '@agency/shared/contract';

/** Longer than this, a message is cut to a few lines until staff ask for all of it. */
const LONG_MESSAGE_CHARS = 140;

export function ContactMessage({ contact }: { contact: Contact }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const text = stripHtml(contact.message);
  const long = text.length > LONG_MESSAGE_CHARS;
  return (
    <>
      {contact.subject ? <strong className="contact-list__subject">{contact.subject}</strong> : null}
      <span id={textId} className={long && !expanded ? 'admin-table__clamp' : undefined}>
        {text}
      </span>
      {long ? (
        <button
          type="button"
          className="contact-list__more"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show all'}
        </button>
      ) : null}
    </>
  );
}
