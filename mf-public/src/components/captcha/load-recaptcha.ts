// Google's reCAPTCHA script, loaded once and only when the site is configured for it.

export interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?onload=__onRecaptchaLoad&render=explicit';

let loading: Promise<Grecaptcha> | undefined;

export const loadRecaptcha = (): Promise<Grecaptcha> => {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__onRecaptchaLoad = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA could not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
};
