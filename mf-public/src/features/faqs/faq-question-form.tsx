// Ask Your Questions (product §2): the contact rules without a last name.

import { Form, Formik } from 'formik';
import {
  CONTACT_PHONE_MAX_DIGITS,
  faqQuestionFormSchema,
  formMessages,
  SUBJECT_OPTIONS,
  SUBJECT_PLACEHOLDER,
  type FaqQuestionFormValues,
} from '@agency/shared/contract';
import { FormField } from '../../components/form-field/form-field';
import { MessageFormFooter } from '../../components/message-form/message-form-footer';
import { useSendMessage } from '../../hooks/use-send-message';
import '../../components/message-form/message-form.css';

const EMPTY: FaqQuestionFormValues = { firstName: '', email: '', phone: '', subject: '', message: '' };

export function FaqQuestionForm() {
  const sender = useSendMessage({ source: 'faq', successText: formMessages.faqQuestionSent });
  return (
    <Formik initialValues={EMPTY} validationSchema={faqQuestionFormSchema} onSubmit={sender.submit}>
      {({ isSubmitting }) => (
        <Form className="message-form message-form--card" noValidate aria-labelledby="faq-form-title">
          <h2 id="faq-form-title" className="message-form__title">
            Ask Your Questions
          </h2>
          <p className="message-form__intro">Did not find your answer? Send us your question and a specialist will reply.</p>
          <div className="message-form__row">
            <FormField name="firstName" label="Name" autoComplete="name" />
            <FormField name="email" label="Email" type="email" autoComplete="email" />
          </div>
          <div className="message-form__row">
            <FormField name="phone" label="Phone" type="tel" autoComplete="tel" digits={CONTACT_PHONE_MAX_DIGITS} />
            <FormField name="subject" label="Subject" as="select" emptyOption={SUBJECT_PLACEHOLDER} options={SUBJECT_OPTIONS} />
          </div>
          <FormField name="message" label="Message" as="textarea" rows={5} />
          <MessageFormFooter
            submitLabel="Send Question"
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
