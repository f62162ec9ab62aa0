// The e-mail staff get about one contact message: a subject naming the form and
// the sender, every field in plain text and in a simple HTML table (every value
// escaped), Reply-To the sender, and a Message-ID fixed per notification, so the
// rare second copy (see outbox-worker.ts) is recognisably the same e-mail.

import type { Contact } from '@agency/shared/contract/entities';
import { contactSourceLabels, insightMessages, notificationMessages as m } from '@agency/shared/contract/messages';

export interface NotificationEmail {
  subject: string;
  text: string;
  html: string;
  /** The sender of the message it announces (a staff notice has none). */
  replyTo?: { name: string; address: string };
  /** Who it goes to, when not NOTIFY_EMAILS (a notice for one staff member). */
  to?: string[];
  messageId: string;
}

/** Header values on one line: a name with a line break must not become a header of its own. */
const oneLine = (value: string): string =>
  value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const senderName = (contact: Contact): string => oneLine([contact.firstName, contact.lastName].filter(Boolean).join(' '));

const formText = (contact: Contact): string => {
  const label = contactSourceLabels[contact.source] ?? contact.source;
  return contact.sourceDetail ? `${label}: ${contact.sourceDetail}` : label;
};

const formName = (contact: Contact): string => {
  const name = m.emailFormName[contact.source] ?? m.emailFormName.contact;
  return name(oneLine(contact.sourceDetail));
};

/** The domain of the From address, for Message-IDs that are ours. */
const domainOf = (from: string): string => /@([^\s>@]+)>?\s*$/.exec(from)?.[1] ?? 'northstar-digital.example';

export const composeNotificationEmail = (contact: Contact, notificationId: string, from: string): NotificationEmail => {
  const name = senderName(contact);
  const fields: Array<[label: string, value: string]> = [
    [m.emailFields.form, formText(contact)],
    [m.emailFields.name, name],
    [m.emailFields.email, contact.email],
    [m.emailFields.phone, contact.phone],
    [m.emailFields.subject, contact.subject || '—'],
    [m.emailFields.received, new Date(contact.createdAt).toUTCString()],
    [insightMessages.attributionLabel, insightMessages.attributionLine(contact.attribution)],
  ];
  const text = [
    m.emailIntro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${m.emailFields.message}:`,
    contact.message,
    '',
    '--',
    m.emailFooter,
    '',
  ].join('\n');
  const row = (label: string, value: string, style = '') =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0${style}">${escapeHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f3b">',
    `<p>${escapeHtml(m.emailIntro)}</p>`,
    '<table cellspacing="0" cellpadding="0">',
    ...fields.map(([label, value]) => row(label, value)),
    row(m.emailFields.message, contact.message, ';white-space:pre-wrap'),
    '</table>',
    `<p style="color:#666;font-size:13px">${escapeHtml(m.emailFooter)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: oneLine(m.emailSubject(formName(contact), name)),
    text,
    html,
    replyTo: { name, address: contact.email },
    messageId: `<notification-${notificationId}@${domainOf(from)}>`,
  };
};

/** A notice to staff about no contact message (a canary rolled back): its text, and the same in HTML. */
export const composeStaffNoticeEmail = (
  notice: { subject: string; text: string; to?: string },
  notificationId: string,
  from: string,
): NotificationEmail => ({
  ...(notice.to ? { to: [notice.to] } : {}),
  subject: oneLine(notice.subject),
  text: `${notice.text}\n`,
  html: [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f3b">',
    ...notice.text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n'),
  messageId: `<notification-${notificationId}@${domainOf(from)}>`,
});
