// The agency's mail, address and phone as cards above the contact form.

import type { ReactNode } from 'react';
import { SITE } from '@agency/shared/contract';
import { Icon, type IconName } from '../../components/icon/icon';

const CARDS: ReadonlyArray<{ icon: IconName; title: string; body: ReactNode }> = [
  { icon: 'mail', title: 'Mail us', body: <a href={`mailto:${SITE.email}`}>{SITE.email}</a> },
  { icon: 'pin', title: 'Visit us', body: <address>{SITE.address}</address> },
  { icon: 'phone', title: 'Call us', body: <a href={SITE.phoneHref}>{SITE.phone}</a> },
];

export function ContactCards() {
  return (
    <ul className="contact-cards">
      {CARDS.map((card) => (
        <li key={card.title} className="contact-card">
          <span className="contact-card__icon">
            <Icon name={card.icon} size={26} />
          </span>
          <h2 className="contact-card__title">{card.title}</h2>
          <div className="contact-card__body">{card.body}</div>
        </li>
      ))}
    </ul>
  );
}
