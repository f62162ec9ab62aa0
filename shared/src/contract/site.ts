// The agency's identity: one place for the name, tagline and contact details
// that the navbar, footer, contact cards, metadata and e-mails show.

export const SITE = {
  name: 'Northstar Digital',
  tagline: 'A passion for taking challenges and creating new ones in the advertising sector.',
  description:
    'Northstar Digital is an SEO, paid-search and social-media marketing agency that grows traffic, leads and sales for ambitious businesses.',
  keywords: 'SEO agency, search engine optimization, Google Ads, Facebook Ads, social media marketing, keyword research',
  email: 'hello@northstar-digital.example',
  phone: '+44 20 7946 0958',
  phoneHref: 'tel:+442079460958',
  address: '221 Harbour Street, Suite 4, London EC2A 4NE, United Kingdom',
  /** Business number of the floating chat-app button (digits only, as chat links want it). */
  chatNumber: '442079460958',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/northstardigital' },
    { name: 'Instagram', href: 'https://www.instagram.com/northstardigital' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/northstardigital' },
    { name: 'X', href: 'https://x.com/northstardigital' },
  ],
} as const;

export const chatLink = (): string =>
  `https://wa.me/${SITE.chatNumber}?text=${encodeURIComponent(`Hello ${SITE.name}, I would like to talk about my marketing.`)}`;
