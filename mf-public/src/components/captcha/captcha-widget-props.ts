// What each captcha provider's widget receives from the Captcha component.

export interface CaptchaWidgetProps {
  /** The solved payload to send as `captcha`, or null while unsolved or expired. */
  onChange: (payload: string | null) => void;
  siteKey?: string;
}
