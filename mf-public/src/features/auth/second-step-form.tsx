// The login's second step (an account with an authenticator app): the 6-digit code or a recovery
// code, sent with the ticket step one answered. The same captcha rule as the password step: past
// the account's limit the API asks for it (the login page's widget), and a solution serves one try.

import { Form, Formik } from 'formik';
import { secondStepMessages as m } from '@agency/shared/contract/visitor-messages';
import { totpCodeSchema, type TotpCodeValues } from '@agency/shared/schemas';
import type { TokenReply } from '@agency/shared/contract';
import { FormikField } from '../../components/form-field/formik-field';
import { useLoginSecondStepMutation } from './second-step-api';

export interface SecondStepProps {
  ticket: string;
  /** A captcha solution when the API asked for one, else undefined; throws when none came. */
  solveCaptcha(): Promise<string | undefined>;
  onSignedIn(csrfToken: string): void;
  onFailed(error: unknown, usedCaptcha: boolean): void;
  disabled: boolean;
}

export function SecondStepForm({ ticket, solveCaptcha, onSignedIn, onFailed, disabled }: SecondStepProps) {
  const [sendCode] = useLoginSecondStepMutation();
  const submit = async ({ code }: TotpCodeValues) => {
    let captcha: string | undefined;
    try {
      captcha = await solveCaptcha();
      const reply: TokenReply = await sendCode(captcha ? { ticket, code, captcha } : { ticket, code }).unwrap();
      if (reply.csrfToken) onSignedIn(reply.csrfToken);
      else onFailed({ data: reply }, Boolean(captcha));
    } catch (error) {
      onFailed(error, Boolean(captcha));
    }
  };
  return (
    <Formik initialValues={{ code: '' }} validationSchema={totpCodeSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="auth__form" noValidate aria-label={m.codeLabel}>
          <p className="auth__aside">{m.codeHint}</p>
          <FormikField name="code" label={m.codeLabel} autoComplete="one-time-code" />
          <button type="submit" className="btn btn-primary auth__submit" disabled={isSubmitting || disabled}>
            {isSubmitting ? m.verifying : m.verify}
          </button>
        </Form>
      )}
    </Formik>
  );
}
