// Settings › Two-factor sign-in › new recovery codes: the button opens a form that takes the
// password or a current code; a wrong one is said and nothing is shown; the right one shows the ten
// new codes once and the count of codes left is read again.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages } from '@agency/shared/contract';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import { SecondFactorSection } from '../second-factor/second-factor-section';
import { renderPage } from '../../../test-support/screens';

const NEW_CODES = Array.from({ length: 10 }, (_, i) => `newc${i}-odes${i}`);
const sent: unknown[] = [];
let state = { totp: true, recoveryCodesLeft: 2, passkeys: 0, required: false };

mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role: 'staff', permissions: [] }),
  ),
  http.get(apiUrl('auth/second-factor'), () => HttpResponse.json(state)),
  http.get(apiUrl('auth/passkeys'), () => HttpResponse.json([])),
  http.post(apiUrl('auth/second-factor/recovery-codes'), async ({ request }) => {
    const body = (await request.json()) as { password?: string; code?: string };
    sent.push(body);
    if (body.password !== undefined && body.password !== 'right password') {
      const wrong = accountMessages.currentPasswordWrong;
      return HttpResponse.json({ message: wrong, errors: { password: wrong } }, { status: 400 });
    }
    state = { ...state, recoveryCodesLeft: 10 };
    return HttpResponse.json({ message: m.renewed, recoveryCodes: NEW_CODES });
  }),
);
beforeEach(() => {
  sent.length = 0;
  state = { totp: true, recoveryCodesLeft: 2, passkeys: 0, required: false };
  localStorage.setItem('token', 'staff-token');
});

test('renews the recovery codes with the password: a wrong one is said, the right one shows ten new codes once', async () => {
  const user = userEvent.setup();
  renderPage(SecondFactorSection, '/settings');
  expect(await screen.findByText(new RegExp(m.recoveryCodesLeft(2)))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: m.renewAction }));
  const form = screen.getByRole('form', { name: m.renewTitle });
  const submit = within(form).getByRole('button', { name: m.renewAction });
  expect(submit).toBeDisabled();
  await user.type(within(form).getByLabelText(m.renewPasswordLabel), 'wrong password');
  await user.click(submit);
  expect(await screen.findByText(accountMessages.currentPasswordWrong)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: m.recoveryCodesLabel })).not.toBeInTheDocument();

  await user.type(within(form).getByLabelText(m.renewPasswordLabel), 'right password');
  await user.click(submit);
  const list = await screen.findByRole('list', { name: m.recoveryCodesLabel });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(NEW_CODES);
  expect(screen.getByText(m.renewed)).toBeInTheDocument();
  expect(await screen.findByText(new RegExp(m.recoveryCodesLeft(10)))).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: m.renewTitle })).not.toBeInTheDocument();
  expect(sent).toEqual([{ password: 'wrong password' }, { password: 'right password' }]);
});

test('a code from the app does as well when the password is left empty', async () => {
  const user = userEvent.setup();
  renderPage(SecondFactorSection, '/settings');
  await user.click(await screen.findByRole('button', { name: m.renewAction }));
  const form = screen.getByRole('form', { name: m.renewTitle });
  await user.type(within(form).getByLabelText(m.codeLabel), ' 123456 ');
  await user.click(within(form).getByRole('button', { name: m.renewAction }));
  expect(await screen.findByRole('list', { name: m.recoveryCodesLabel })).toBeInTheDocument();
  expect(sent).toEqual([{ code: '123456' }]);
});
