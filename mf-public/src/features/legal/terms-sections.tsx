// The terms and conditions of the agency's website and services.

import { Link } from '@agency/shared/router';
import { SITE } from '@agency/shared/contract';
import type { LegalSection } from './legal-page';

const mail = <a href={`mailto:${SITE.email}`}>{SITE.email}</a>;

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to your use of this website and to the search engine optimisation, paid advertising, social media and related
          marketing services that {SITE.name} (&quot;we&quot;, &quot;us&quot;, &quot;our&quot;) provides. We are a company registered in
          England and Wales with our office at {SITE.address}.
        </p>
        <p>
          By using the website or accepting a proposal from us you agree to these terms. If you do not agree, please do not use the website
          or our services. Where we sign a separate written agreement with you, that agreement takes priority over these terms if the two
          conflict.
        </p>
      </>
    ),
  },
  {
    id: 'using-our-website',
    heading: 'Using our website',
    body: (
      <>
        <p>You may use the website for lawful purposes only. You must not:</p>
        <ul>
          <li>try to gain unauthorised access to the website, the server it runs on or any connected database;</li>
          <li>send spam, malicious code or automated requests through our forms;</li>
          <li>copy, scrape or republish our content for commercial purposes without our written permission;</li>
          <li>use the website in any way that could damage its availability or other visitors&apos; use of it.</li>
        </ul>
        <p>
          We work hard to keep the website available and accurate, but we provide it &quot;as is&quot;. We may change, suspend or withdraw
          any part of it without notice.
        </p>
      </>
    ),
  },
  {
    id: 'our-services',
    heading: 'Our services and proposals',
    body: (
      <>
        <p>
          Before we start work we send you a written proposal describing the services, deliverables, timescales and fees. A contract is
          formed when you accept the proposal in writing (including by e-mail) or pay our first invoice.
        </p>
        <p>
          We will carry out the services with reasonable skill and care, in line with good industry practice and the policies of the
          platforms we work on, such as Google and Meta. Changes to the agreed scope are confirmed in writing and may change the fees.
        </p>
      </>
    ),
  },
  {
    id: 'fees-and-payment',
    heading: 'Quotes, fees and payment',
    body: (
      <>
        <p>
          Quotes are valid for 30 days. Monthly retainers are invoiced in advance at the start of each month; project work is invoiced as
          set out in the proposal. Invoices are payable within 14 days. Prices on this website are shown before VAT, which is added at the
          current rate where it applies.
        </p>
        <p>
          Advertising spend on platforms such as Google Ads or Meta Ads is paid by you directly to the platform unless we agree otherwise in
          writing. We may pause work on an account while an invoice is more than 14 days overdue, and we may charge statutory interest under
          the Late Payment of Commercial Debts (Interest) Act 1998.
        </p>
      </>
    ),
  },
  {
    id: 'your-responsibilities',
    heading: 'Your responsibilities',
    body: (
      <>
        <p>To let us do our best work, you agree to:</p>
        <ul>
          <li>give us timely access to your website, analytics, advertising and social media accounts as needed;</li>
          <li>make sure the information, images and claims you supply are accurate and that you have the right to use them;</li>
          <li>approve or comment on our drafts within a reasonable time;</li>
          <li>comply with the law that applies to your products, services and advertising.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'results',
    heading: 'Results and performance',
    body: (
      <p>
        Search rankings, traffic and advertising results depend on factors outside our control, including search engine algorithms, platform
        policies, competitors and your market. We will always tell you honestly what we expect, but we do not guarantee any particular
        ranking, number of leads or return on advertising spend. Any figures on this website describe past results and are not a promise of
        future performance.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    body: (
      <>
        <p>
          Once you have paid for them in full, you own the content, creative work and reports we produce specifically for you. We keep
          ownership of our own methods, tools, templates and know-how, and we may use general lessons learned (never your confidential
          information) to improve our services.
        </p>
        <p>
          The content of this website, including text, graphics and the {SITE.name} name and logo, belongs to us. You may share links to it,
          but not reproduce it without permission.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-platforms',
    heading: 'Advertising accounts and third-party platforms',
    body: (
      <p>
        Advertising and analytics accounts we create for you are set up in your name, or transferred to you when our work ends, so your data
        and history stay yours. Your use of Google, Meta, LinkedIn and other platforms is also governed by their own terms. We are not
        responsible for the platforms&apos; decisions, outages or policy changes, but we will help you respond to them.
      </p>
    ),
  },
  {
    id: 'confidentiality',
    heading: 'Confidentiality and data protection',
    body: (
      <p>
        We keep your business information confidential and use it only to deliver our services. Where we process personal data on your
        behalf, we do so as your processor under a written agreement that meets the UK GDPR. How we handle personal data about you and
        visitors to this website is explained in our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else
          that cannot be limited by law.
        </p>
        <p>
          Otherwise, we are not liable for indirect or consequential loss, or for loss of profit, revenue or goodwill, and our total
          liability under any contract is limited to the fees you paid us in the 12 months before the claim arose. If you are a consumer,
          you also have the statutory rights the Consumer Rights Act 2015 gives you, which these terms do not affect.
        </p>
      </>
    ),
  },
  {
    id: 'ending-the-contract',
    heading: 'Cancellation and ending the contract',
    body: (
      <>
        <p>
          After any minimum term stated in your proposal, either of us may end a retainer by giving 30 days&apos; written notice. Either of
          us may end the contract at once if the other seriously breaches it and does not put it right within 14 days of being asked to.
        </p>
        <p>
          If you are a consumer buying from us at a distance, you may cancel within 14 days of the contract being made. If you ask us to
          start work within that period, we may charge for the work already done.
        </p>
      </>
    ),
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    body: (
      <p>
        If you are unhappy with any part of our work, please tell your account manager or write to us at {mail}. We will acknowledge your
        complaint within two working days and aim to resolve it within 14 days.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The version on this page applies to your use of the website from the date shown at the
        top. Changes do not affect contracts already made unless we agree them with you in writing.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    body: (
      <p>
        These terms and any contract between us are governed by the law of England and Wales, and the courts of England and Wales have
        jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <p>
        Questions about these terms? E-mail {mail}, call <a href={SITE.phoneHref}>{SITE.phone}</a> or write to us at {SITE.address}.
      </p>
    ),
  },
];
