// The one send flow of the contact, quote and FAQ forms (product §4): refuse without
// a solved captcha, POST /contact, then /thank-you with the success notice and the
// form cleared; on failure 'Failed to send message' for 5 s and a fresh captcha
// (a solution is good for one message only).

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormikErrors, FormikHelpers } from 'formik';
import { CONTACT_FAILURE_CLEAR_MS, formMessages, type ContactSource } from '@agency/shared/contract';
import { fieldErrors, useSendContactMutation } from '@agency/shared/api';
import { useTimedMessage } from '@agency/shared/ui';

export const THANK_YOU_PATH = '/thank-you';

/** What the thank-you page reads from the navigation state. */
export interface ThankYouState {
  notice?: string;
}

export interface SendMessageOptions {
  source: ContactSource;
  /** The service's name, for quotes sent from a service page. */
  sourceDetail?: string;
  successText: string;
}

export interface MessageFields {
  firstName: string;
  lastName?: string;
  email: string;
  phone: string;
  subject?: string;
  message: string;
}

export const useSendMessage = ({ source, sourceDetail = '', successText }: SendMessageOptions) => {
  const [sendContact] = useSendContactMutation();
  const navigate = useNavigate();
  const failure = useTimedMessage();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);

  const onCaptchaChange = useCallback((payload: string | null) => {
    setCaptcha(payload);
    if (payload) setCaptchaMissing(false);
  }, []);

  const submit = async <V extends MessageFields>(values: V, helpers: FormikHelpers<V>): Promise<void> => {
    if (!captcha) {
      setCaptchaMissing(true);
      return;
    }
    failure.clear();
    try {
      await sendContact({ ...values, captcha, source, sourceDetail }).unwrap();
      helpers.resetForm();
      navigate(THANK_YOU_PATH, { state: { notice: successText } satisfies ThankYouState });
    } catch (error) {
      // The API checks the same schemas; its field messages go beside the fields.
      helpers.setErrors(fieldErrors(error as Parameters<typeof fieldErrors>[0]) as FormikErrors<V>);
      failure.show(formMessages.sendFailed, 'error', CONTACT_FAILURE_CLEAR_MS);
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
  };

  return {
    submit,
    /** The captcha's key: a new one after a failure mounts a fresh challenge. */
    captchaKey: captchaRound,
    onCaptchaChange,
    captchaMissing,
    failure: failure.message,
  };
};
