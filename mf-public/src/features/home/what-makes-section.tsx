// 'What Makes' us different (product §2: static copy).

import { SITE } from '@agency/shared/contract';
import { Checklist } from '../../components/checklist/checklist';
import { TeamIllustration } from './team-illustration';
import './split-section.css';

const POINTS = [
  'Senior specialists on every account, never juniors learning on your budget',
  'Strategy tied to revenue and leads, not vanity metrics',
  'Search, paid media and social planned together',
  'Everything we build stays yours: accounts, data and content',
];

export function WhatMakesSection() {
  return (
    <section className="section section--alt split" aria-labelledby="what-makes-title">
      <div className="ui-container split__grid">
        <div className="split__art">
          <TeamIllustration />
          <div className="split__badge">
            <strong>5+</strong> years growing UK businesses
          </div>
        </div>
        <div className="split__copy">
          <p className="section-heading__eyebrow">About us</p>
          <h2 id="what-makes-title" className="section-heading__title">
            What Makes {SITE.name} Different
          </h2>
          <p>
            We are a small, senior team of search and advertising specialists. We started {SITE.name} because too many businesses were
            paying agencies for activity instead of results.
          </p>
          <p>
            Every plan we write starts from your numbers: what a customer is worth, what you can spend to win one and where they are
            searching today. Then we do the work, measure it honestly and keep improving.
          </p>
          <Checklist items={POINTS} />
        </div>
      </div>
    </section>
  );
}
