// Settings: the account's second factors (authenticator app, passkeys) and, for owners, the rule
// that every staff account must have one. When that rule holds this account back, it says so first.

import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { useMeQuery } from '@agency/shared/api';
import { useSecondFactorQuery } from '@agency/shared/staff-api';
import { Message, Spinner } from '@agency/shared/ui';
import { RequirementToggle } from './requirement-toggle';
import { TotpSection } from './totp-section';
import { PasskeySection } from './passkey-section';
import './second-factor.css';

export function SecondFactorSection() {
  const { data: me } = useMeQuery();
  const { data: state, isLoading, isError } = useSecondFactorQuery();
  return (
    <section className="second-factor admin-card" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">{m.title}</h2>
      {me?.secondFactorSetupRequired ? <Message tone="info">{m.setupRequired}</Message> : null}
      <p className="account-intro">{m.intro}</p>
      {isLoading ? <Spinner /> : null}
      {isError ? <Message tone="error">{m.setUpFailed}</Message> : null}
      {state ? <TotpSection state={state} /> : null}
      {state ? <PasskeySection /> : null}
      {state && me?.permissions?.includes('settings.manage') ? <RequirementToggle required={state.required} /> : null}
    </section>
  );
}
