// Contact Us (product §2): the agency's details and the contact form.

import { useSearchParams } from '@agency/shared/router';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { PageSection } from '../../components/page-section/page-section';
import { sectionCode } from '../../components/page-section/section-code';
import { usePageSeo } from '../../hooks/use-page-seo';
import { ContactForm } from './contact-form';
import { interestMessage } from './interest-message';
import './contact.css';

/** Server-only: their markup never changes, so a server-rendered page neither hydrates them nor
 *  downloads their code (PageSection); only the form answers the visitor. */
const CARDS = sectionCode(() => import('./contact-cards').then((module) => module.ContactCards));
const PROMISES = sectionCode(() => import('./contact-promises').then((module) => module.ContactPromises));

export default function ContactPage() {
  const [search] = useSearchParams();
  return (
    <>
      <PageMeta title="Contact Us" seo={usePageSeo('contact')} />
      <PageBanner title="Contact Us" intro="Tell us about your business and goals. We reply within one working day." />
      <section className="section contact" aria-label="Our contact details and form">
        <div className="ui-container">
          <PageSection serverOnly code={CARDS} />
          <div className="contact__layout">
            <PageSection serverOnly code={PROMISES} />
            <ContactForm initialMessage={interestMessage(search)} />
          </div>
        </div>
      </section>
    </>
  );
}
