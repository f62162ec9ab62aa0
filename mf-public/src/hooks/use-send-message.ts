// The one send flow of the contact, quote and FAQ forms (product §4). A press of Send
// never ends in silence: it waits for the spam check's solution (the button says
// 'Sending...'), POSTs /contact once, then lands on /thank-you with the success
// notice and the form cleared. On a failure whatever was typed stays and a message
// says what happened: 'Failed to send message' for 5 s, or when to try again after
// the rate limit. A solution is kept until a message went out with it, unless the
// server refused it or may have used it up; a refused one is replaced and the
// message sent once more without the visitor doing anything.

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from '@agency/shared/router';
import type { FormikErrors, FormikHelpers } from 'formik';
import {
  apiMessages,
  captchaMessages,
  CONTACT_FAILURE_CLEAR_MS,
  formMessages,
  type ContactPayload,
  type ContactSource,
} from '@agency/shared/contract';
import { readVisit } from '@agency/shared/contract/visit';
import { fieldErrors, httpStatus, retryAfterSeconds, serverMessage, useSendContactMutation } from '@agency/shared/api';
import { useTimedMessage } from '@agency/shared/ui';
import { CaptchaUnsolved, type CaptchaSession } from '../components/captcha/captcha-session';

export const THANK_YOU_PATH = '/thank-you';

/** The longest a 'try again in ...' message stays up. */
const RATE_LIMIT_MESSAGE_MAX_MS = 15 * 60 * 1000;

/** What the thank-you page reads from the navigation state. */
export interface ThankYouState {
  notice?: string;
}

export interface SendMessageOptions {
  source: ContactSource;
  /** The service's name, for quotes sent from a service page. */
  sourceDetail?: string;
  successText: string;
  captcha: CaptchaSession;
}

type SendError = Parameters<typeof fieldErrors>[0];

const captchaRefused = (error: SendError): boolean => httpStatus(error) === 400 && serverMessage(error) === apiMessages.captchaFailed;

export const useSendMessage = ({ source, sourceDetail = '', successText, captcha }: SendMessageOptions) => {
  const [sendContact] = useSendContactMutation();
  const navigate = useNavigate();
  const failure = useTimedMessage();
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const sending = useRef(false);

  // reCAPTCHA: 'Please complete the reCAPTCHA' goes once the visitor ticked the box.
  const captchaState = useSyncExternalStore(captcha.subscribe, captcha.getState, captcha.getState);
  useEffect(() => {
    if (captchaState === 'solved') setCaptchaMissing(false);
  }, [captchaState]);

  const showFailure = (error: SendError) => {
    const wait = httpStatus(error) === 429 ? retryAfterSeconds(error) : undefined;
    if (wait) failure.show(formMessages.tryAgainIn(wait), 'error', Math.min(wait * 1000, RATE_LIMIT_MESSAGE_MAX_MS));
    else if (captchaRefused(error)) failure.show(captchaMessages.failed, 'error', CONTACT_FAILURE_CLEAR_MS);
    else failure.show(formMessages.sendFailed, 'error', CONTACT_FAILURE_CLEAR_MS);
  };

  const deliver = async <V extends object>(values: V, helpers: FormikHelpers<V>): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      let token: string;
      try {
        token = await captcha.solution();
      } catch (error) {
        if (error instanceof CaptchaUnsolved && error.reason === 'not-ticked') setCaptchaMissing(true);
        else failure.show(captchaMessages.failed, 'error', CONTACT_FAILURE_CLEAR_MS);
        return;
      }
      try {
        // Where the visitor came from, as the visitor script kept it for this tab (absent: "unknown" to staff).
        const attribution = readVisit();
        await sendContact({
          ...values,
          captcha: token,
          source,
          sourceDetail,
          ...(attribution && { attribution }),
        } as unknown as ContactPayload).unwrap();
      } catch (caught) {
        const error = caught as SendError;
        const refused = captchaRefused(error);
        // A server error may come after the solution was used up; a 400 on the fields or a 429 leaves it good.
        if (refused || (httpStatus(error) ?? 0) >= 500) captcha.renew();
        if (refused && attempt === 1) continue;
        // The API checks the same schemas; its field messages go beside the fields.
        helpers.setErrors(fieldErrors(error) as FormikErrors<V>);
        showFailure(error);
        return;
      }
      helpers.resetForm();
      navigate(THANK_YOU_PATH, { state: { notice: successText } satisfies ThankYouState });
      return;
    }
  };

  const submit = async <V extends object>(values: V, helpers: FormikHelpers<V>): Promise<void> => {
    // A second press (a double click) while one message is on its way sends nothing more.
    if (sending.current) return;
    sending.current = true;
    failure.clear();
    setCaptchaMissing(false);
    try {
      await deliver(values, helpers);
    } finally {
      sending.current = false;
    }
  };

  return { submit, captchaMissing, failure: failure.message };
};
