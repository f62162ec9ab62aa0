import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE, validationMessages as v } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import ForgotPasswordPage from '../forgot-password-page';

describe('forgot password', () => {
  it('wants a valid email', async () => {
    const user = userEvent.setup();
    renderWithStore(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText(v.required('Email'))).toBeInTheDocument();
  });

  it('tells the visitor honestly to contact the agency, without claiming an e-mail was sent', async () => {
    const user = userEvent.setup();
    renderWithStore(<ForgotPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    const info = await screen.findByRole('status');
    expect(info).toHaveTextContent(`Please e-mail us at ${SITE.email}`);
    expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(info).not.toHaveTextContent(/sent/i);
  });
});
