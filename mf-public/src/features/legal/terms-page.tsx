// Terms and conditions (product §2).

import { LegalPage } from './legal-page';
import { TERMS_SECTIONS } from './terms-sections';

export default function TermsPage() {
  return (
    <LegalPage
      page="terms"
      title="Terms and Conditions"
      updated="1 September 2025"
      intro={<p>Please read these terms carefully. They explain how our website may be used and how we work with our clients.</p>}
      sections={TERMS_SECTIONS}
    />
  );
}
