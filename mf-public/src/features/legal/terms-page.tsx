// Terms and conditions (product §2).

import { SITE } from '@agency/shared/contract';
import { LegalPage } from './legal-page';
import { TERMS_SECTIONS } from './terms-sections';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      description={`The terms that apply to using the ${SITE.name} website and our marketing services.`}
      updated="1 September 2025"
      intro={<p>Please read these terms carefully. They explain how our website may be used and how we work with our clients.</p>}
      sections={TERMS_SECTIONS}
    />
  );
}
