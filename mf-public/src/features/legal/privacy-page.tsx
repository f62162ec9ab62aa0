// Privacy policy (product §2).

import { LegalPage } from './legal-page';
import { PRIVACY_SECTIONS } from './privacy-sections';

export default function PrivacyPage() {
  return (
    <LegalPage
      page="privacy"
      title="Privacy Policy"
      updated="1 September 2025"
      intro={
        <p>
          Your privacy matters to us. This policy explains what personal data we collect through this website and our services, why, and
          what rights you have over it.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
