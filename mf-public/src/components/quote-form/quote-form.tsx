// The quote form of the home banner and of each service page (product §2, §5):
// full name, email, phone, optional subject and message, then the captcha.

import { Form, Formik } from 'formik';
import {
  CONTACT_PHONE_MAX_DIGITS,
  formMessages,
  quoteFormSchema,
  SUBJECT_OPTIONS,
  SUBJECT_PLACEHOLDER,
  type QuoteFormValues,
} from '@agency/shared/contract';
import { useSendMessage } from '../../hooks/use-send-message';
import { FormField } from '../form-field/form-field';
import { MessageFormFooter } from '../message-form/message-form-footer';
import '../message-form/message-form.css';

export interface QuoteFormProps {
  source: 'quote-home' | 'quote-service';
  /** The service a quote from a service page is about. */
  sourceDetail?: string;
  heading: string;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  submitLabel?: string;
  className?: string;
}

const EMPTY: QuoteFormValues = { firstName: '', email: '', phone: '', subject: '', message: '' };

export function QuoteForm({ source, sourceDetail, heading, headingLevel: Heading = 'h2', submitLabel = 'Get Quote', className }: QuoteFormProps) {
  const sender = useSendMessage({ source, sourceDetail, successText: formMessages.contactSent });
  const headingId = `${source}-form-title`;
  return (
    <Formik initialValues={EMPTY} validationSchema={quoteFormSchema} onSubmit={sender.submit}>
      {({ isSubmitting }) => (
        <Form className={`message-form message-form--card ${className ?? ''}`.trim()} noValidate aria-labelledby={headingId}>
          <Heading id={headingId} className="message-form__title">
            {heading}
          </Heading>
          <FormField name="firstName" label="Full name" autoComplete="name" />
          <div className="message-form__row">
            <FormField name="email" label="Email" type="email" autoComplete="email" />
            <FormField name="phone" label="Phone" type="tel" autoComplete="tel" digits={CONTACT_PHONE_MAX_DIGITS} />
          </div>
          <FormField name="subject" label="Subject" as="select" emptyOption={SUBJECT_PLACEHOLDER} options={SUBJECT_OPTIONS} required={false} />
          <FormField name="message" label="Message" as="textarea" rows={3} />
          <MessageFormFooter
            submitLabel={submitLabel}
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
