// Our Features: the six promises of product §2.

import { FEATURE_CARDS } from '@agency/shared/contract';
import { Icon, type IconName } from '../../components/icon/icon';
import { SectionHeading } from '../../components/section-heading/section-heading';
import './home-cards.css';

const DETAILS: Record<(typeof FEATURE_CARDS)[number], { icon: IconName; text: string }> = {
  'Expert Team': {
    icon: 'users',
    text: 'Certified Google and Meta specialists with years of hands-on experience across dozens of industries.',
  },
  'Transparency and Communication': {
    icon: 'eye',
    text: 'Clear monthly reports, live dashboards and honest advice, even when it is not what you hoped to hear.',
  },
  'Customer Support and Service': {
    icon: 'headset',
    text: 'Questions answered within one working day, and a real person on the phone when you need one.',
  },
  'Proactive Issue Management': {
    icon: 'shield',
    text: 'We watch rankings, tracking and spend every day and fix problems before they cost you money.',
  },
  'Tailored Solutions': {
    icon: 'sliders',
    text: 'No template packages: every strategy starts from your goals, your market and your budget.',
  },
  'Customer Satisfaction': { icon: 'smile', text: 'Most of our clients stay with us year after year, because the results keep coming.' },
};

export function FeaturesSection() {
  return (
    <section className="section section--alt features" aria-labelledby="features-title">
      <div className="ui-container">
        <SectionHeading
          id="features-title"
          eyebrow="How we work"
          title="Our Features"
          intro="What you can expect from the first call onwards, whichever service you choose."
        />
        <ul className="features__grid">
          {FEATURE_CARDS.map((title) => (
            <li key={title} className="feature-card">
              <span className="feature-card__icon">
                <Icon name={DETAILS[title].icon} size={26} />
              </span>
              <h3>{title}</h3>
              <p>{DETAILS[title].text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
