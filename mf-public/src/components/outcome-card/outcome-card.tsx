// The card of the result pages: thank-you, payment success and payment failed (the 404 page shares its look).

import type { ReactNode } from 'react';
import { Link } from '@agency/shared/router';
import { Icon } from '../icon/icon';
import { PageMeta } from '../page-meta/page-meta';
import './outcome-card.css';

export interface OutcomeCardProps {
  tone: 'success' | 'failure';
  title: string;
  children: ReactNode;
  linkLabel: string;
  /** Above the title, e.g. the notice of the form just sent. */
  notice?: ReactNode;
}

export function OutcomeCard({ tone, title, children, linkLabel, notice }: OutcomeCardProps) {
  return (
    <section className="outcome">
      <PageMeta title={title} noIndex />
      <div className="outcome__card">
        {notice}
        <div className={`outcome__badge outcome__badge--${tone}`}>
          <Icon name={tone === 'success' ? 'checkCircle' : 'alertCircle'} size={56} label={tone === 'success' ? 'Success' : 'Failed'} />
        </div>
        <h1>{title}</h1>
        {children}
        <Link className="btn btn-primary" to="/">
          {linkLabel}
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </section>
  );
}
