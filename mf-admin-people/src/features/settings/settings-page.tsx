// Settings (/settings, from the user menu): the signed-in account changes its own password
// and sees where it is signed in, signing out any other session; sets up its second factors.

import { useMeQuery } from '@agency/shared/api';
import { AdminPage } from '@agency/shared/admin';
import { ChangePasswordForm } from './change-password-form';
import { SessionList } from './session-list';
import { SecondFactorSection } from './second-factor/second-factor-section';
import '../../lib/account-screens.css';

export default function SettingsPage() {
  const { data: me } = useMeQuery();
  return (
    <AdminPage title="Settings">
      <p className="account-intro">
        Change the password you log in with
        {me ? (
          <>
            {' '}
            as <strong>{me.email}</strong>
          </>
        ) : null}
        . You stay signed in on this device.
      </p>
      <ChangePasswordForm />
      <SecondFactorSection />
      <SessionList />
    </AdminPage>
  );
}
