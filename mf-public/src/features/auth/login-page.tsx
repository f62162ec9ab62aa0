// Login (product §2, §4): on success the session's token is stored (the session itself is
// an HttpOnly cookie), 'Login successful!' shows and the dashboard opens after 1.5 s, or the
// admin screen whose session ended (so staff go on where they were). A notice such as "your
// session has ended" is shown once. A failed login's message goes when the visitor edits the
// form, so it never stands beside a new field message. After too many attempts on an account
// the API asks for the captcha (issue 17): the public forms' spam check appears and starts at
// once, a try waits for its solution ('Logging in...') and each try uses up one. Sent before
// the scripts ran, the form posts to /login: the site server signs in itself (or renders this
// page again with its message and the e-mail, never the password). An account with an
// authenticator app gets a ticket for its password: the code form replaces the password form.

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@agency/shared/router';
import { Form, Formik, useFormikContext } from 'formik';
import {
  AUTH_FORMS,
  AUTH_REDIRECT_DELAY_MS,
  authMessages,
  LOGIN_PATH,
  returnPathAfterLogin,
  type TokenReply,
} from '@agency/shared/contract';
import { loginSchema, type LoginValues } from '@agency/shared/schemas';
import { noticeShown, signedIn, useAppDispatch, useAppSelector, useLoginMutation } from '@agency/shared/api';
import { Message, type TimedMessage } from '@agency/shared/ui';
import { Captcha, createCaptchaSession } from '../../components/captcha/captcha';
import { unsolvedMessage } from '../../components/captcha/captcha-session';
import { FormikField } from '../../components/form-field/formik-field';
import { postedForm, postedValues, useForgetPostedForm } from '../../components/posted-form/posted-form';
import { secondStepMessages as secondFactorMessages } from '@agency/shared/contract/visitor-messages';
import { AuthCard } from './auth-card';
import { SecondStepForm } from './second-step-form';
import { PasskeySignIn } from './passkey-sign-in';
import { authFailureText } from './auth-failure';
import { useTimedRedirect } from './use-timed-redirect';

const EMPTY: LoginValues = { email: '', password: '' };

/** Calls `onEdit` when the visitor changes what the form holds (not on its first render). */
function OnEdit({ onEdit }: { onEdit: () => void }) {
  const { values } = useFormikContext<LoginValues>();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else onEdit();
  }, [values, onEdit]);
  return null;
}

export default function LoginPage() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const redirect = useTimedRedirect();
  const storedNotice = useAppSelector((state) => state.auth.notice);
  const [notice] = useState(storedNotice);
  const [posted] = useState(() => postedForm(AUTH_FORMS.login));
  useForgetPostedForm(posted);
  const [initialValues] = useState(() => ({ ...EMPTY, ...postedValues(posted, ['email']) }));
  const [result, setResult] = useState<TimedMessage | null>(posted ? { tone: posted.tone, text: posted.message } : null);
  const [captchaNeeded, setCaptchaNeeded] = useState(posted?.captchaRequired === true);
  const [captcha] = useState(createCaptchaSession);
  /** Step two's ticket once the password was right for an account with an authenticator app. */
  const [ticket, setTicket] = useState<string | null>(null);

  useEffect(() => () => captcha.dispose(), [captcha]);
  useEffect(() => {
    if (captchaNeeded) captcha.want();
  }, [captchaNeeded, captcha]);
  const from = (useLocation().state as { from?: unknown } | null)?.from;

  // The notice is for this visit only.
  useEffect(() => {
    if (notice) dispatch(noticeShown());
  }, [notice, dispatch]);

  const forgetFailure = useCallback(() => setResult((current) => (current?.tone === 'error' ? null : current)), []);

  /** The captcha's solution; throws (with the message shown) when none came. */
  const captchaSolution = async (): Promise<string> => {
    try {
      return await captcha.solution();
    } catch (error) {
      setResult({ tone: 'error', text: unsolvedMessage(error) });
      throw error;
    }
  };
  /** The captcha's solution when the API asked for one. */
  const solveCaptcha = async (): Promise<string | undefined> => (captchaNeeded ? captchaSolution() : undefined);

  const finish = (csrfToken: string) => {
    dispatch(signedIn(csrfToken));
    setResult({ tone: 'success', text: authMessages.loginSuccess });
    redirect(returnPathAfterLogin(from), AUTH_REDIRECT_DELAY_MS);
  };

  const failed = (error: unknown, usedCaptcha: boolean) => {
    // A solution is good for one try.
    if (usedCaptcha) captcha.renew();
    const data = (error as { data?: TokenReply }).data;
    if (data?.captchaRequired) setCaptchaNeeded(true);
    if (data?.msg === secondFactorMessages.ticketExpired) setTicket(null);
    setResult({ tone: 'error', text: authFailureText(error, authMessages.loginFailed) });
  };

  const submit = async (values: LoginValues) => {
    setResult(null);
    let solution: string | undefined;
    try {
      solution = await solveCaptcha();
    } catch {
      return;
    }
    try {
      const reply = await login(solution ? { ...values, captcha: solution } : values).unwrap();
      // The password was right and a second factor follows: no session yet.
      if (reply.secondFactor === 'totp' && reply.ticket) {
        if (solution) captcha.renew();
        setTicket(reply.ticket);
        return;
      }
      // The account signs in with its passkey (which stands for both factors).
      if (reply.secondFactor === 'passkey') {
        setResult({ tone: 'info', text: secondFactorMessages.passkeySignIn });
        return;
      }
      if (!reply.csrfToken) {
        setResult({ tone: 'error', text: reply.msg ?? authMessages.loginFailed });
        return;
      }
      finish(reply.csrfToken);
    } catch (error) {
      failed(error, Boolean(solution));
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
      {ticket ? (
        <>
          <SecondStepForm
            ticket={ticket}
            solveCaptcha={solveCaptcha}
            onSignedIn={finish}
            onFailed={failed}
            disabled={result?.tone === 'success'}
          />
          {captchaNeeded ? <Captcha session={captcha} load /> : null}
          {result ? <Message tone={result.tone}>{result.text}</Message> : null}
        </>
      ) : (
        <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form className="auth__form" method="post" action={LOGIN_PATH} noValidate aria-label="Login">
              <OnEdit onEdit={forgetFailure} />
              <FormikField name="email" label="Email" type="email" autoComplete="email" />
              <FormikField name="password" label="Password" type="password" autoComplete="current-password" />
              <p className="auth__aside">
                <Link to="/forgotpassword">Forgot password?</Link>
              </p>
              {captchaNeeded ? <Captcha session={captcha} load /> : null}
              {result ? <Message tone={result.tone}>{result.text}</Message> : null}
              <button type="submit" className="btn btn-primary auth__submit" disabled={isSubmitting || result?.tone === 'success'}>
                {isSubmitting ? 'Logging in...' : 'Login'}
              </button>
            </Form>
          )}
        </Formik>
      )}
      {ticket ? null : (
        <PasskeySignIn
          onSignedIn={finish}
          onFailed={failed}
          solveCaptcha={solveCaptcha}
          captchaSolution={captchaSolution}
          disabled={result?.tone === 'success'}
        />
      )}
    </AuthCard>
  );
}
