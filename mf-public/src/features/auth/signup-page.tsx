// Sign up (product §2, §4, §5): the phone keeps 10 digits, the passwords must match;
// on success the token is stored, 'Sign-up successful!' shows and the login page
// opens after 1.5 s. Sent before the scripts ran, the form posts to /signup, which renders
// this page again with the details kept (never the passwords) and a line saying nothing was sent.

import { useState } from 'react';
import { Link } from '@agency/shared/router';
import { Form, Formik } from 'formik';
import { AUTH_FORMS, AUTH_REDIRECT_DELAY_MS, authMessages, LOGIN_PATH, SIGNUP_PATH, SIGNUP_PHONE_DIGITS } from '@agency/shared/contract';
import { accountWords, passwordNote, signUpFormSchema, type SignUpFormValues } from '@agency/shared/schemas';
import { signedIn, useAppDispatch, useSignUpMutation } from '@agency/shared/api';
import { Message, usePasswordNote, type TimedMessage } from '@agency/shared/ui';
import { FormikField } from '../../components/form-field/formik-field';
import { postedForm, postedValues, useForgetPostedForm } from '../../components/posted-form/posted-form';
import { AuthCard } from './auth-card';
import { authFailureText } from './auth-failure';
import { useTimedRedirect } from './use-timed-redirect';

/** The password field, with the rule's reason shown as the visitor types (the account's words from the form). */
function NewPasswordField({ values }: { values: SignUpFormValues }) {
  const note = usePasswordNote(values.password, accountWords(values), passwordNote);
  return <FormikField name="password" label="Password" type="password" autoComplete="new-password" note={note} />;
}

const EMPTY: SignUpFormValues = { username: '', email: '', phone: '', password: '', confirmPassword: '' };

export default function SignUpPage() {
  const [signUp] = useSignUpMutation();
  const dispatch = useAppDispatch();
  const redirect = useTimedRedirect();
  const [posted] = useState(() => postedForm(AUTH_FORMS.signUp));
  useForgetPostedForm(posted);
  const [initialValues] = useState(() => ({ ...EMPTY, ...postedValues(posted, ['username', 'email', 'phone']) }));
  const [result, setResult] = useState<TimedMessage | null>(posted ? { tone: posted.tone, text: posted.message } : null);

  const submit = async ({ confirmPassword: _confirm, ...payload }: SignUpFormValues) => {
    setResult(null);
    try {
      const reply = await signUp(payload).unwrap();
      // The session is an HttpOnly cookie; the page keeps its CSRF token.
      if (!reply.csrfToken) {
        console.error('[sign-up] reply without a session', reply);
        setResult({ tone: 'error', text: reply.msg ?? authMessages.signUpFailed });
        return;
      }
      dispatch(signedIn(reply.csrfToken));
      setResult({ tone: 'success', text: authMessages.signUpSuccess });
      redirect(LOGIN_PATH, AUTH_REDIRECT_DELAY_MS);
    } catch (error) {
      setResult({ tone: 'error', text: authFailureText(error, authMessages.signUpFailed) });
    }
  };

  return (
    <AuthCard
      title="Sign Up"
      intro="Create your account in a minute."
      panelTitle="Join us"
      panelPoints={['One account for everything you do with us', 'Your details stay private', 'No card needed']}
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <Formik initialValues={initialValues} validationSchema={signUpFormSchema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form className="auth__form" method="post" action={SIGNUP_PATH} noValidate aria-label="Sign Up">
            <FormikField name="username" label="Username" autoComplete="username" />
            <FormikField name="email" label="Email" type="email" autoComplete="email" />
            <FormikField name="phone" label="Phone" type="tel" autoComplete="tel" digits={SIGNUP_PHONE_DIGITS} />
            <NewPasswordField values={values} />
            <FormikField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
            {result ? <Message tone={result.tone}>{result.text}</Message> : null}
            <button type="submit" className="btn btn-primary auth__submit" disabled={isSubmitting || result?.tone === 'success'}>
              {isSubmitting ? 'Signing up...' : 'Sign Up'}
            </button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
