// The end of every message form: the captcha, the alerts of the send flow and the
// submit button ('Sending...' and disabled while the message is on its way, which
// includes waiting for the spam check to finish).

import { memo, useSyncExternalStore } from 'react';
import { formMessages } from '@agency/shared/contract';
import { Message } from '@agency/shared/ui';
import { Captcha } from '../captcha/captcha';
import type { CaptchaSession } from '../captcha/captcha-session';
import type { FormStore } from './form-store';

/** The footer re-renders with every change of the form's state (a keystroke); the captcha only with its own props. */
const CaptchaBox = memo(Captcha);

export interface MessageFormFooterProps {
  store: FormStore;
  captcha: CaptchaSession;
  /** Download the captcha widget (the form is in use or near). */
  loadCaptcha: boolean;
  submitLabel: string;
}

export function MessageFormFooter({ store, captcha, loadCaptcha, submitLabel }: MessageFormFooterProps) {
  const { isSubmitting, captchaMissing, failure } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="message-form__footer">
      <CaptchaBox session={captcha} load={loadCaptcha} />
      {captchaMissing ? <Message tone="error">{formMessages.captchaMissing}</Message> : null}
      {failure ? <Message tone={failure.tone}>{failure.text}</Message> : null}
      <button type="submit" className="btn btn-primary message-form__submit" disabled={isSubmitting}>
        {isSubmitting ? formMessages.sending : submitLabel}
      </button>
    </div>
  );
}
