// Register Now (/register): staff create another staff account (POST /register
// with the register payload). The form resets on success; a failure shows the
// server's reason (a taken email) next to the fields it names.

import { adminArea, MESSAGE_LONG_MS, type RegisterPayload } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { registerSchema } from '@agency/shared/schemas';
import { useRegisterStaffMutation } from '@agency/shared/staff-api';
import { AdminPage, blankValues, ResourceForm, useResourceSubmit } from '@agency/shared/admin';
import { REGISTER_FIELDS } from './register-fields';
import '../../lib/account-screens.css';

const INITIAL = blankValues(REGISTER_FIELDS);

export default function RegisterPage() {
  const [registerStaff] = useRegisterStaffMutation();
  const { message, submit } = useResourceSubmit({
    mode: 'create',
    fields: REGISTER_FIELDS,
    messages: resourceMessages.user,
    durations: { create: MESSAGE_LONG_MS },
    json: true,
    initial: INITIAL,
    send: (body) => registerStaff(body as unknown as RegisterPayload).unwrap(),
  });

  return (
    <AdminPage title="Register Now" back={{ to: adminArea('user').list, label: 'All Users' }}>
      <p className="account-intro">
        Create an account with staff access. The new colleague can log in at once with this email and password.
      </p>
      <ResourceForm
        fields={REGISTER_FIELDS}
        schema={registerSchema}
        mode="create"
        initialValues={INITIAL}
        permission="users.manage"
        labels={{ idle: 'Register', busy: 'Registering...' }}
        onSubmit={submit}
        message={message}
        layout="plain"
        label="Register Now"
      />
    </AdminPage>
  );
}
