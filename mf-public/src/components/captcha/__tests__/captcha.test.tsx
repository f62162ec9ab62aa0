import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captchaMessages } from '@agency/shared/contract';
import { Captcha, createCaptchaSession } from '../captcha';
import type { CaptchaSession } from '../captcha-session';
import type { CaptchaWidgetProps } from '../captcha-widget-props';

// The real widgets need a browser; here each stands in with what it reports.
jest.mock('../altcha-widget', () => ({
  __esModule: true,
  default: ({ session }: CaptchaWidgetProps) => (
    <button type="button" onClick={() => session.report('verified', 'altcha-payload')}>
      ALTCHA widget
    </button>
  ),
}));
jest.mock('../recaptcha-widget', () => ({
  __esModule: true,
  default: ({ siteKey }: CaptchaWidgetProps) => <p>reCAPTCHA widget {siteKey}</p>,
}));

afterEach(() => {
  delete window.__APP_CONFIG__;
});

const renderCaptcha = (session: CaptchaSession, load: boolean) => render(<Captcha session={session} load={load} />);

describe('Captcha', () => {
  it('loads no widget until it is asked to, then hands the solution to the session', async () => {
    const user = userEvent.setup();
    const session = createCaptchaSession();
    const { rerender } = renderCaptcha(session, false);
    expect(screen.queryByRole('button', { name: 'ALTCHA widget' })).not.toBeInTheDocument();
    expect(screen.getByText(captchaMessages.placeholder)).toBeInTheDocument();

    rerender(<Captcha session={session} load />);
    await user.click(await screen.findByRole('button', { name: 'ALTCHA widget' }));
    await expect(session.solution()).resolves.toBe('altcha-payload');
  });

  it('says in one sentence that the spam check failed while it runs again', async () => {
    const session = createCaptchaSession();
    renderCaptcha(session, true);
    await screen.findByRole('button', { name: 'ALTCHA widget' });
    act(() => session.report('error', null));
    expect(screen.getByRole('status')).toHaveTextContent(captchaMessages.retrying);
    act(() => session.report('verifying', null));
    expect(screen.queryByText(captchaMessages.retrying)).not.toBeInTheDocument();
  });

  it('uses Google reCAPTCHA with its site key when the site is configured for it', async () => {
    window.__APP_CONFIG__ = { captcha: { provider: 'recaptcha', siteKey: 'site-key-1' } };
    const session = createCaptchaSession();
    expect(session.automatic).toBe(false);
    renderCaptcha(session, true);
    expect(await screen.findByText('reCAPTCHA widget site-key-1')).toBeInTheDocument();
  });
});
