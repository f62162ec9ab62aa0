// Contact Us (product §2): the agency's details and the contact form.

import { useSearchParams } from '@agency/shared/router';
import { Icon } from '../../components/icon/icon';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';
import { interestMessage } from './interest-message';
import './contact.css';

const PROMISES = [
  'A 30-minute call with a senior strategist',
  'A quick audit of your website and campaigns',
  'An honest recommendation, even if it is not us',
];

export default function ContactPage() {
  const [search] = useSearchParams();
  return (
    <>
      <PageMeta title="Contact Us" seo={usePageSeo('contact')} />
      <PageBanner title="Contact Us" intro="Tell us about your business and goals. We reply within one working day." />
      <section className="section contact" aria-label="Our contact details and form">
        <div className="ui-container">
          <ContactCards />
          <div className="contact__layout">
            <div className="contact__aside">
              <h2>Let&apos;s grow your business together</h2>
              <p>
                Whether you need more organic traffic, better returns from paid ads or a social media presence that sells, start with a
                free, no-obligation consultation.
              </p>
              <ul className="checklist">
                {PROMISES.map((promise) => (
                  <li key={promise}>
                    <Icon name="check" size={18} />
                    {promise}
                  </li>
                ))}
              </ul>
            </div>
            <ContactForm initialMessage={interestMessage(search)} />
          </div>
        </div>
      </section>
    </>
  );
}
