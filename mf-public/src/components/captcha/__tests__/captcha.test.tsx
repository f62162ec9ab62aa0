import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Captcha } from '../captcha';

// The real widgets need a browser; here each stands in with what it reports.
jest.mock('../altcha-widget', () => ({
  __esModule: true,
  default: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('altcha-payload')}>
      ALTCHA widget
    </button>
  ),
}));
jest.mock('../recaptcha-widget', () => ({
  __esModule: true,
  default: ({ siteKey }: { siteKey?: string }) => <p>reCAPTCHA widget {siteKey}</p>,
}));

afterEach(() => {
  delete window.__APP_CONFIG__;
});

const Form = ({ onChange }: { onChange: (payload: string | null) => void }) => (
  <form aria-label="Test form">
    <label>
      Name <input />
    </label>
    <Captcha onChange={onChange} />
  </form>
);

describe('Captcha', () => {
  it('loads no widget until the visitor starts using the form, then reports the solved payload', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Form onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'ALTCHA widget' })).not.toBeInTheDocument();
    expect(screen.getByText(/spam check appears here/)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(await screen.findByRole('button', { name: 'ALTCHA widget' }));
    expect(onChange).toHaveBeenCalledWith('altcha-payload');
  });

  it('uses Google reCAPTCHA with its site key when the site is configured for it', async () => {
    window.__APP_CONFIG__ = { captcha: { provider: 'recaptcha', siteKey: 'site-key-1' } };
    render(
      <form>
        <input aria-label="Email" />
        <Captcha onChange={jest.fn()} />
      </form>,
    );
    act(() => screen.getByRole('textbox', { name: 'Email' }).focus());
    expect(await screen.findByText('reCAPTCHA widget site-key-1')).toBeInTheDocument();
  });
});
