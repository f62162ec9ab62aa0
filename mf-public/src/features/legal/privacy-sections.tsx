// The privacy policy of the agency's website (UK GDPR and the Data Protection Act 2018).

import { SITE } from '@agency/shared/contract';
import type { LegalSection } from './legal-page';
import { SpamProtectionNotice } from './spam-protection-notice';

const mail = <a href={`mailto:${SITE.email}`}>{SITE.email}</a>;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <p>
        {SITE.name}, of {SITE.address}, is the controller of the personal data described in this policy. If you have any question about how
        we use your information, contact us at {mail} or on <a href={SITE.phoneHref}>{SITE.phone}</a>.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'The information we collect',
    body: (
      <>
        <p>We collect only what we need:</p>
        <ul>
          <li>
            <strong>Enquiries:</strong> when you use our contact, quote or question forms we receive your name, e-mail address, phone
            number, the subject you chose, your message and which form you used.
          </li>
          <li>
            <strong>Accounts:</strong> if you sign up, we store your username, e-mail address and phone number, and your password in a
            securely hashed form that nobody, including us, can read.
          </li>
          <li>
            <strong>Clients:</strong> contact and billing details of the people we work with, and the information needed to run your
            campaigns.
          </li>
          <li>
            <strong>Technical data:</strong> our server briefly records IP addresses and request details to keep the site secure and to
            limit abuse of our forms.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it and our lawful bases',
    body: (
      <ul>
        <li>
          To answer your enquiry and send you a quote: our <em>legitimate interests</em> in responding to people who contact us, or steps
          you asked us to take before entering into a <em>contract</em>.
        </li>
        <li>
          To deliver our services, manage your account and invoice you: performance of our <em>contract</em> with you.
        </li>
        <li>
          To keep accounting and tax records: our <em>legal obligations</em>.
        </li>
        <li>
          To protect the website against spam and attacks: our <em>legitimate interests</em> in keeping it secure.
        </li>
        <li>
          To send you marketing e-mails: only with your <em>consent</em>, which you can withdraw at any time using the link in every e-mail.
        </li>
      </ul>
    ),
  },
  {
    id: 'spam-protection',
    heading: 'Spam protection on our forms',
    body: <SpamProtectionNotice />,
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We do not use advertising or analytics cookies on this website. When you log in, we set one strictly necessary cookie, the session
        cookie (<code>__Host-session</code>), which keeps you signed in: your browser sends it only to this website, no script can read it,
        and it ends after 7 days or when you log out. A matching security code, which opens nothing by itself, is kept in your
        browser&apos;s local storage until you log out; a login sent before the page had finished loading also sets a one-use cookie for two
        minutes that hands this code to the page. The shop&apos;s wish list stays in your browser&apos;s local storage and is never sent to
        us. The chat button opens WhatsApp, which is run by a third party under its own privacy terms.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal data. We share it only with:</p>
        <ul>
          <li>service providers that host our website and e-mail and help us run our business, under contracts that protect your data;</li>
          <li>advertising platforms, when running campaigns you asked us to manage;</li>
          <li>our professional advisers, and authorities where the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    body: (
      <p>
        Some of our providers may process data outside the UK. When they do, we make sure the transfer is protected by UK adequacy
        regulations or the International Data Transfer Agreement approved by the Information Commissioner.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Enquiries that do not lead to work: up to 24 months, then deleted.</li>
        <li>Client and billing records: six years after our work ends, as tax law requires.</li>
        <li>Accounts: until you ask us to close yours.</li>
        <li>Security logs: no longer than 90 days.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>
          Under the UK GDPR you have the right to ask for a copy of your personal data, to have it corrected or erased, to restrict or
          object to how we use it, to receive it in a portable format and to withdraw consent at any time. Write to {mail}; we will reply
          within one month.
        </p>
        <p>
          If you are not happy with how we handled your data, you can complain to the Information Commissioner&apos;s Office at{' '}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113. We would appreciate the chance to put things
          right first.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    body: (
      <p>
        The website is served over encrypted connections, passwords are hashed with a modern algorithm, access to stored messages is limited
        to signed-in staff, and we review our providers&apos; security regularly.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: <p>Our services are for businesses. We do not knowingly collect personal data from children under 13.</p>,
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: <p>We will post any change to this policy on this page and update the date at the top.</p>,
  },
];
