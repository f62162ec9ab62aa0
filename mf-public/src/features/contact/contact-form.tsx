// The Contact Us form (product §2, §5): first and last name, email, phone, subject
// and message, then the captcha.

import { Form, Formik } from 'formik';
import {
  CONTACT_PHONE_MAX_DIGITS,
  contactFormSchema,
  formMessages,
  SUBJECT_OPTIONS,
  SUBJECT_PLACEHOLDER,
  type ContactFormValues,
} from '@agency/shared/contract';
import { FormField } from '../../components/form-field/form-field';
import { MessageFormFooter } from '../../components/message-form/message-form-footer';
import { useSendMessage } from '../../hooks/use-send-message';
import '../../components/message-form/message-form.css';

export function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const sender = useSendMessage({ source: 'contact', successText: formMessages.contactSent });
  const initialValues: ContactFormValues = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: initialMessage };
  return (
    <Formik initialValues={initialValues} validationSchema={contactFormSchema} onSubmit={sender.submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form className="message-form message-form--card" noValidate aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="message-form__title">
            Send us a message
          </h2>
          <p className="message-form__intro">Fields marked * are required. We reply within one working day.</p>
          <div className="message-form__row">
            <FormField name="firstName" label="First name" autoComplete="given-name" />
            <FormField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <div className="message-form__row">
            <FormField name="email" label="Email" type="email" autoComplete="email" />
            <FormField name="phone" label="Phone" type="tel" autoComplete="tel" digits={CONTACT_PHONE_MAX_DIGITS} />
          </div>
          <FormField name="subject" label="Subject" as="select" emptyOption={SUBJECT_PLACEHOLDER} options={SUBJECT_OPTIONS} />
          <FormField name="message" label="Message" as="textarea" rows={6} />
          <MessageFormFooter
            submitLabel="Send Message"
            isSubmitting={isSubmitting}
            captchaKey={sender.captchaKey}
            onCaptchaChange={sender.onCaptchaChange}
            captchaMissing={sender.captchaMissing}
            failure={sender.failure}
          />
        </Form>
      )}
    </Formik>
  );
}
