// What each captcha provider's widget receives from the Captcha component.

import type { CaptchaSession } from './captcha-session';

export interface CaptchaWidgetProps {
  /** The form's captcha: the widget attaches its solver and reports its states. */
  session: CaptchaSession;
  siteKey?: string;
}
