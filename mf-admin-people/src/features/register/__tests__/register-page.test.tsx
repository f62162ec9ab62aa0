import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages, validationMessages } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import RegisterPage from '../register-page';
import { renderPage } from '../../../test-support/screens';

const sent: unknown[] = [];
const server = mockApi(
  http.post(apiUrl('register'), async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ message: authMessages.registered, user: { _id: 'u9' } }, { status: 201 });
  }),
);
beforeEach(() => {
  sent.length = 0;
});

type User = ReturnType<typeof userEvent.setup>;
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const password = (name: RegExp) => screen.getByLabelText(name);

const fillValid = async (user: User) => {
  await user.type(box(/^First Name/), 'Nora');
  await user.type(box(/^Last Name/), 'Quinn');
  await user.type(box(/^Your Email/), 'nora@example.com');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(box(/^Phone Number/), '0987654321');
  await user.type(screen.getByRole('spinbutton', { name: /^Age/ }), '34');
  await user.type(password(/^Password/), 'quiet harbor violet');
  await user.type(password(/^Confirm Password/), 'quiet harbor violet');
};

const register = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('Register Now (/register)', () => {
  it('has the fields of product §2, male by default, and input types that help', () => {
    renderPage(RegisterPage, '/register');
    expect(screen.getByRole('heading', { name: 'Register Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('href', '/all-users');
    expect(box(/^Your Email/)).toHaveAttribute('type', 'email');
    expect(box(/^Phone Number/)).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(password(/^Password/)).toHaveAttribute('type', 'password');
    expect(password(/^Confirm Password/)).toHaveAttribute('type', 'password');
  });

  it('validates: required fields, a 10-digit phone, a sensible age and matching passwords', async () => {
    const user = userEvent.setup();
    renderPage(RegisterPage, '/register');
    await register(user);
    for (const text of [
      validationMessages.required('First name'),
      validationMessages.required('Last name'),
      validationMessages.required('Email'),
      validationMessages.required('Phone number'),
      validationMessages.required('Age'),
      validationMessages.required('Password'),
      validationMessages.required('Confirm password'),
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await user.type(box(/^Phone Number/), '12345');
    await user.type(screen.getByRole('spinbutton', { name: /^Age/ }), '12');
    await user.type(password(/^Password/), 'one-password');
    await user.type(password(/^Confirm Password/), 'another-password');
    await register(user);
    expect(await screen.findByText(validationMessages.registerPhone10)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.age)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('creates the staff account with the register payload, says so and starts again empty', async () => {
    const user = userEvent.setup();
    renderPage(RegisterPage, '/register');
    await fillValid(user);
    await register(user);
    expect(await screen.findByText(authMessages.registered)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        firstname: 'Nora',
        lastname: 'Quinn',
        email: 'nora@example.com',
        gender: 'female',
        phone: '0987654321',
        age: 34,
        password: 'quiet harbor violet',
        confirmpassword: 'quiet harbor violet',
      },
    ]);
    expect(box(/^First Name/)).toHaveValue('');
    expect(password(/^Password/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it('shows the server’s message when it refuses, and keeps what was typed', async () => {
    server.use(http.post(apiUrl('register'), () => HttpResponse.json({ message: authMessages.emailTaken }, { status: 409 })));
    const user = userEvent.setup();
    renderPage(RegisterPage, '/register');
    await fillValid(user);
    await register(user);
    expect(await screen.findByText(authMessages.emailTaken)).toBeInTheDocument();
    expect(box(/^Your Email/)).toHaveValue('nora@example.com');
  });

  it('puts the server’s field messages next to the fields, and says something when no reply came', async () => {
    server.use(
      http.post(apiUrl('register'), () =>
        HttpResponse.json({ message: 'Some fields are missing or invalid', errors: { email: validationMessages.email } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderPage(RegisterPage, '/register');
    await fillValid(user);
    await register(user);
    expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();
    unmount();

    server.use(http.post(apiUrl('register'), () => HttpResponse.error()));
    renderPage(RegisterPage, '/register');
    await fillValid(user);
    await register(user);
    expect(await screen.findByText(authMessages.genericError)).toBeInTheDocument();
  });
});
