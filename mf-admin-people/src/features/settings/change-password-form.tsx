// Change password (PUT /auth/password): the current password, a new one that passes the
// shared password rule (the API also checks it is not the account's e-mail), and the new one again. A wrong current password comes back
// as a field message; the form empties after success.

import { accountMessages, MESSAGE_LONG_MS, PASSWORD_MIN_CHARS, type ChangePasswordPayload } from '@agency/shared/contract';
import { changePasswordSchema } from '@agency/shared/schemas';
import { fieldErrors, isNetworkFailure, serverMessage } from '@agency/shared/api';
import { useChangePasswordMutation } from '@agency/shared/staff-api';
import { blankValues, ResourceForm, type FieldDef, type FormValues, type SubmitOutcome } from '@agency/shared/admin';
import { useTimedMessage } from '@agency/shared/ui';
import type { FormikHelpers } from 'formik';

const FIELDS: readonly FieldDef[] = [
  {
    kind: 'text',
    name: 'currentPassword',
    label: 'Current password',
    required: true,
    inputType: 'password',
    autoComplete: 'current-password',
  },
  {
    kind: 'text',
    name: 'newPassword',
    label: 'New password',
    required: true,
    inputType: 'password',
    autoComplete: 'new-password',
    newPasswordOf: 'signed-in account',
    hint: `At least ${PASSWORD_MIN_CHARS} characters, not your email address or a common password; a few unrelated words make a strong one.`,
  },
  {
    kind: 'text',
    name: 'confirmPassword',
    label: 'Confirm new password',
    required: true,
    inputType: 'password',
    autoComplete: 'new-password',
  },
];

const INITIAL = blankValues(FIELDS);

type QueryError = Parameters<typeof serverMessage>[0];

export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const { message, show } = useTimedMessage();

  const submit = async (_values: FormValues, cast: FormValues, helpers: FormikHelpers<FormValues>): Promise<SubmitOutcome> => {
    try {
      await changePassword(cast as unknown as ChangePasswordPayload).unwrap();
      show(accountMessages.passwordChanged, 'success', MESSAGE_LONG_MS);
      return { ok: true };
    } catch (error) {
      const failure = error as QueryError;
      show(
        isNetworkFailure(failure) ? accountMessages.passwordChangeFailed : (serverMessage(failure) ?? accountMessages.passwordChangeFailed),
        'error',
        MESSAGE_LONG_MS,
      );
      helpers.setErrors(fieldErrors(failure));
      return { ok: false };
    }
  };

  return (
    <ResourceForm
      fields={FIELDS}
      schema={changePasswordSchema}
      mode="edit"
      initialValues={INITIAL}
      labels={{ idle: 'Change password', busy: 'Changing...' }}
      onSubmit={submit}
      message={message}
      layout="plain"
      label="Change password"
    />
  );
}
