// Login, sign-up and register-screen rules (product §5), with one password rule for every new
// password (password-rule.ts; beyond product §5, whose sign-up has none: issue 17 asks for it).

import { object, string, number, ref, type InferType } from 'yup';
import { accountMessages, GENDERS, SIGNUP_PHONE_DIGITS, STAFF_ROLES, validationMessages as v } from '@agency/shared/contract';
import { emailField, LIMITS, requiredText } from './fields';
import { newPasswordField } from './password-rule';

const password = (label: string) => string().max(LIMITS.password, v.tooLong(label, LIMITS.password)).required(v.required(label));

export const loginSchema = object({
  email: emailField(),
  password: password('Password'),
  /** Asked for only after too many attempts on the account (the API says `captchaRequired`). */
  captcha: string().max(20_000, v.tooLong('Captcha', 20_000)).optional(),
});
export type LoginValues = InferType<typeof loginSchema>;

/** Sign-up payload as the API accepts it (no confirm field is sent). */
export const signUpPayloadSchema = object({
  username: requiredText('Username'),
  email: emailField(),
  phone: string()
    .required(v.required('Phone'))
    .matches(new RegExp(`^\\d{${SIGNUP_PHONE_DIGITS}}$`), v.phoneExactly10),
  password: newPasswordField('Password'),
});

/** The sign-up form: the payload plus a matching confirmation. */
export const signUpFormSchema = signUpPayloadSchema.shape({
  confirmPassword: string()
    .required(v.required('Confirm password'))
    .oneOf([ref('password')], v.passwordsDoNotMatch),
});
export type SignUpFormValues = InferType<typeof signUpFormSchema>;

/** Register screen (staff creating a staff account): phone exactly 10 characters. */
export const registerSchema = object({
  firstname: requiredText('First name'),
  lastname: requiredText('Last name'),
  email: emailField(),
  gender: string().oneOf(GENDERS, v.oneOf('Gender')).default('male'),
  phone: string().required(v.required('Phone number')).length(SIGNUP_PHONE_DIGITS, v.registerPhone10).matches(/^\d+$/, v.numericOnly),
  age: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(v.number('Age'))
    .integer(v.age)
    .min(16, v.age)
    .max(120, v.age)
    .required(v.required('Age')),
  password: newPasswordField('Password'),
  confirmpassword: string()
    .required(v.required('Confirm password'))
    .oneOf([ref('password')], v.passwordsDoNotMatch),
});

/** Changing a user's role in /all-users: a staff role, `member`, or `staff` (kept from before roles: an
 *  account already staff keeps its role, a member becomes an owner, as every staff account was). */
export const roleChangeSchema = object({
  role: string()
    .oneOf([...STAFF_ROLES, 'staff', 'member'] as const, v.oneOf('Role'))
    .required(v.required('Role')),
});

/** Settings: the signed-in account changes its own password (form and PUT /auth/password);
 *  validate with `{ context: { email } }` (PasswordRuleContext), the form has no e-mail field. */
export const changePasswordSchema = object({
  currentPassword: password('Current password'),
  newPassword: newPasswordField('New password')
    // A test, not notOneOf: an empty pair would otherwise read "same" before "required".
    .test('differs', accountMessages.newPasswordSame, (value, context) => !value || value !== context.parent.currentPassword),
  confirmPassword: string()
    .required(v.required('Confirm new password'))
    .oneOf([ref('newPassword')], v.passwordsDoNotMatch),
});
