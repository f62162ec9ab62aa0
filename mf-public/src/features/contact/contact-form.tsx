// The Contact Us form (product §2, §5): first and last name, email, phone, subject
// and message, then the captcha.

import { formMessages } from '@agency/shared/contract';
import { MessageForm } from '../../components/message-form/message-form';
import { CONTACT_LAYOUT } from '../../components/message-form/message-form-layouts';

export function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  return (
    <MessageForm
      // A message about another product starts a fresh form.
      key={initialMessage}
      source="contact"
      title="Send us a message"
      intro="Fields marked * are required. We reply within one working day."
      layout={CONTACT_LAYOUT}
      initialValues={initialMessage ? { message: initialMessage } : undefined}
      submitLabel="Send Message"
      successText={formMessages.contactSent}
    />
  );
}
