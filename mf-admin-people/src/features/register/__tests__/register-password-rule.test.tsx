// The register screen fetches the password rule's estimator and builds it once shown, so the
// first password typed is judged at once instead of holding the form's validation meanwhile.

import { screen, waitFor } from '@testing-library/react';
import { preparePasswordRule } from '@agency/shared/schemas';
import RegisterPage from '../register-page';
import { renderPage } from '../../../test-support/screens';

jest.mock('@agency/shared/schemas', () => ({
  ...jest.requireActual<object>('@agency/shared/schemas'),
  preparePasswordRule: jest.fn(() => Promise.resolve()),
}));

it('prepares the password rule when the screen is shown, before any key is pressed', async () => {
  renderPage(RegisterPage, '/register');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  await waitFor(() => expect(preparePasswordRule).toHaveBeenCalledTimes(1));
});
