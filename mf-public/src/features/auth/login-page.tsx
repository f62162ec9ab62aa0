// Login (product §2, §4): on success the session's token is stored (the session itself is
// an HttpOnly cookie), 'Login successful!' shows and the dashboard opens after 1.5 s. A
// notice such as "your session has ended" is shown once. After too many attempts on an
// account the API asks for the captcha (issue 17): the public forms' widget appears, and
// each further try sends a solution of it.

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { AUTH_REDIRECT_DELAY_MS, authMessages, DASHBOARD_PATH, formMessages, loginSchema, type LoginValues, type TokenReply } from '@agency/shared/contract';
import { noticeShown, signedIn, useAppDispatch, useAppSelector, useLoginMutation } from '@agency/shared/api';
import { Captcha } from '../../components/captcha/captcha';
import { Message, type TimedMessage } from '@agency/shared/ui';
import { FormField } from '../../components/form-field/form-field';
import { AuthCard } from './auth-card';
import { authFailureText } from './auth-failure';
import { useTimedRedirect } from './use-timed-redirect';

const EMPTY: LoginValues = { email: '', password: '' };

export default function LoginPage() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const redirect = useTimedRedirect();
  const storedNotice = useAppSelector((state) => state.auth.notice);
  const [notice] = useState(storedNotice);
  const [result, setResult] = useState<TimedMessage | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solution is good for one try: a new widget after each.
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // The widget loads once the visitor works in the form: put them back in the password field.
  useEffect(() => {
    if (!captchaNeeded) return;
    const password = form.current?.elements.namedItem('password');
    if (password instanceof HTMLInputElement) {
      password.blur();
      password.focus();
    }
  }, [captchaNeeded, captchaKey]);

  // The notice is for this visit only.
  useEffect(() => {
    if (notice) dispatch(noticeShown());
  }, [notice, dispatch]);

  const submit = async (values: LoginValues) => {
    setResult(null);
    if (captchaNeeded && !captcha) {
      setResult({ tone: 'error', text: formMessages.captchaMissing });
      return;
    }
    try {
      const reply = await login(captchaNeeded && captcha ? { ...values, captcha } : values).unwrap();
      if (!reply.csrfToken) {
        setResult({ tone: 'error', text: reply.msg ?? authMessages.loginFailed });
        return;
      }
      dispatch(signedIn(reply.csrfToken));
      setResult({ tone: 'success', text: authMessages.loginSuccess });
      redirect(DASHBOARD_PATH, AUTH_REDIRECT_DELAY_MS);
    } catch (error) {
      if (captchaNeeded || (error as { data?: TokenReply }).data?.captchaRequired) {
        setCaptchaNeeded(true);
        setCaptcha(null);
        setCaptchaKey((key) => key + 1);
      }
      setResult({ tone: 'error', text: authFailureText(error, authMessages.loginFailed) });
    }
  };

  return (
    <AuthCard
      title="Login"
      intro="Sign in to manage the website's content."
      panelTitle="Welcome back"
      panelPoints={['Update pages, posts and services', 'Answer the messages visitors send', 'Changes go live at once']}
      footer={
        <p>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </p>
      }
    >
      {notice ? <Message tone="info">{notice}</Message> : null}
      <Formik initialValues={EMPTY} validationSchema={loginSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="auth__form" noValidate aria-label="Login" ref={form}>
            <FormField name="email" label="Email" type="email" autoComplete="email" />
            <FormField name="password" label="Password" type="password" autoComplete="current-password" />
            <p className="auth__aside">
              <Link to="/forgotpassword">Forgot password?</Link>
            </p>
            {captchaNeeded ? <Captcha key={captchaKey} onChange={setCaptcha} /> : null}
            {result ? <Message tone={result.tone}>{result.text}</Message> : null}
            <button type="submit" className="btn btn-primary auth__submit" disabled={isSubmitting || result?.tone === 'success'}>
              {isSubmitting ? 'Logging in...' : 'Login'}
            </button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
