// Forgot password (product §2). There is no self-service reset, so the page says
// honestly how to get one instead of pretending an e-mail was sent. Sent before the scripts
// ran, the form posts to the page, which the site server renders again already answered.

import { useState } from 'react';
import { Link } from '@agency/shared/router';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { AUTH_FORMS, FORGOT_PASSWORD_PATH, SITE } from '@agency/shared/contract';
import { emailField } from '@agency/shared/schemas';
import { Message } from '@agency/shared/ui';
import { FormikField } from '../../components/form-field/formik-field';
import { postedForm, postedValues, useForgetPostedForm } from '../../components/posted-form/posted-form';
import { AuthCard } from './auth-card';

const schema = object({ email: emailField() });

export default function ForgotPasswordPage() {
  const [posted] = useState(() => postedForm(AUTH_FORMS.forgotPassword));
  useForgetPostedForm(posted);
  const [asked, setAsked] = useState(posted !== undefined);
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your account."
      panelTitle="We will help"
      panelPoints={['A person checks every reset request', 'Your account stays protected', 'Usually sorted within a working day']}
      footer={
        <p>
          Remembered it? <Link to="/login">Back to Login</Link>
        </p>
      }
    >
      <Formik
        initialValues={{ email: postedValues(posted, ['email']).email ?? '' }}
        validationSchema={schema}
        onSubmit={() => setAsked(true)}
      >
        <Form className="auth__form" method="post" action={FORGOT_PASSWORD_PATH} noValidate aria-label="Forgot Password">
          <FormikField name="email" label="Email" type="email" autoComplete="email" />
          {asked ? (
            <Message tone="info">
              Passwords are reset by our team. Please e-mail us at <a href={`mailto:${SITE.email}`}>{SITE.email}</a> from this address and
              we will help you set a new password.
            </Message>
          ) : null}
          <button type="submit" className="btn btn-primary auth__submit">
            RESET PASSWORD
          </button>
        </Form>
      </Formik>
    </AuthCard>
  );
}
