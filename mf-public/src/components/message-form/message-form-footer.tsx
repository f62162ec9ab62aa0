// The end of every message form: the captcha, the alerts of the send flow and
// the submit button ('Sending...' and disabled while the message is on its way).

import { formMessages } from '@agency/shared/contract';
import { Message, type TimedMessage } from '@agency/shared/ui';
import { Captcha } from '../captcha/captcha';

export interface MessageFormFooterProps {
  submitLabel: string;
  isSubmitting: boolean;
  captchaKey: number;
  onCaptchaChange: (payload: string | null) => void;
  captchaMissing: boolean;
  failure: TimedMessage | null;
}

export function MessageFormFooter({ submitLabel, isSubmitting, captchaKey, onCaptchaChange, captchaMissing, failure }: MessageFormFooterProps) {
  return (
    <div className="message-form__footer">
      <Captcha key={captchaKey} onChange={onCaptchaChange} />
      {captchaMissing ? <Message tone="error">{formMessages.captchaMissing}</Message> : null}
      {failure ? <Message tone={failure.tone}>{failure.text}</Message> : null}
      <button type="submit" className="btn btn-primary message-form__submit" disabled={isSubmitting}>
        {isSubmitting ? formMessages.sending : submitLabel}
      </button>
    </div>
  );
}
