// The register screen's fields (product §2), named as the register payload of product §3.

import { GENDERS, SIGNUP_PHONE_DIGITS } from '@agency/shared/contract';
import type { FieldDef } from '@agency/shared/admin';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female' };

export const REGISTER_FIELDS: readonly FieldDef[] = [
  { kind: 'text', name: 'firstname', label: 'First Name', required: true, autoComplete: 'off' },
  { kind: 'text', name: 'lastname', label: 'Last Name', required: true, autoComplete: 'off' },
  { kind: 'text', name: 'email', label: 'Your Email', required: true, inputType: 'email', autoComplete: 'off' },
  {
    kind: 'radio',
    name: 'gender',
    label: 'Gender',
    options: GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
    defaultValue: 'male',
  },
  {
    kind: 'text',
    name: 'phone',
    label: 'Phone Number',
    required: true,
    inputType: 'tel',
    maxLength: SIGNUP_PHONE_DIGITS,
    hint: `Exactly ${SIGNUP_PHONE_DIGITS} digits.`,
  },
  { kind: 'number', name: 'age', label: 'Age', required: true, step: '1' },
  {
    kind: 'text',
    name: 'password',
    label: 'Password',
    required: true,
    inputType: 'password',
    autoComplete: 'new-password',
    newPasswordOf: 'this form',
  },
  { kind: 'text', name: 'confirmpassword', label: 'Confirm Password', required: true, inputType: 'password', autoComplete: 'new-password' },
];
