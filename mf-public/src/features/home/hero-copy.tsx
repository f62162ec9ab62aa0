// The home banner's words, calls to action and illustration: markup that never changes once the
// server rendered it (its links work as plain links), so a server-rendered page neither hydrates
// it nor downloads its code (hero-section.tsx).

import { Link } from '@agency/shared/router';
import { SITE } from '@agency/shared/contract';
import { Icon } from '../../components/icon/icon';
import { Checklist } from '../../components/checklist/checklist';
import { HeroIllustration } from './hero-illustration';

const PROMISES = ['No long lock-in contracts', 'Monthly reports in plain English', 'A named account manager'];

export function HeroCopy() {
  return (
    <div className="hero__copy">
      <p className="hero__eyebrow">SEO · Paid search · Social media</p>
      <h1 id="hero-title" className="hero__title">
        Grow your business with <span className="hero__highlight">data-driven</span> SEO and advertising
      </h1>
      <p className="hero__intro">
        {SITE.name} helps ambitious companies win more customers from Google, Facebook and Instagram, with campaigns that pay for themselves
        and reports you can actually read.
      </p>
      <div className="hero__actions">
        <Link className="btn btn-accent" to="/contact">
          Book Now
          <Icon name="arrowRight" size={18} />
        </Link>
        <Link className="btn btn-ghost-light" to="/services">
          Explore services
        </Link>
      </div>
      <Checklist items={PROMISES} className="hero__promises" icon="checkCircle" />
      <HeroIllustration />
    </div>
  );
}
