// Hands one notification e-mail to the SMTP server named by SMTP_URL (nodemailer).
// One connection per e-mail: nothing stays open between messages, and an abort
// (deadline or shutdown) closes exactly the conversation it belongs to.

import type { NotificationEmail } from './compose-email';
import type { NotificationOptions } from './notification-options';

export interface MailSender {
  /** Resolves once the server accepted the e-mail; rejects on any failure or abort. */
  send(email: NotificationEmail, signal: AbortSignal): Promise<void>;
}

/** nodemailer is loaded only here, when SMTP_URL is set: a site without e-mail never pays for its modules. */
export const createSmtpSender = async (options: NotificationOptions): Promise<MailSender> => {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: options.smtpTimeoutMs,
    greetingTimeout: options.smtpTimeoutMs,
    socketTimeout: options.smtpTimeoutMs,
    dnsTimeout: options.smtpTimeoutMs,
  });
  return {
    send: async (email, signal) => {
      await transport.sendMail({
        from: options.from,
        to: email.to ?? options.recipients,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        signal,
      });
    },
  };
};
