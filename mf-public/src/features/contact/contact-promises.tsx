// Beside the contact form: why to write, and what a consultation brings. Static words only.

import { Checklist } from '../../components/checklist/checklist';

const PROMISES = [
  'A 30-minute call with a senior strategist',
  'A quick audit of your website and campaigns',
  'An honest recommendation, even if it is not us',
];

export function ContactPromises() {
  return (
    <div className="contact__aside">
      <h2>Let&apos;s grow your business together</h2>
      <p>
        Whether you need more organic traffic, better returns from paid ads or a social media presence that sells, start with a free,
        no-obligation consultation.
      </p>
      <Checklist items={PROMISES} />
    </div>
  );
}
