// 'Why Choose' us (product §2: static copy).

import { SITE } from '@agency/shared/contract';
import { Icon, type IconName } from '../../components/icon/icon';
import { GrowthPanel } from './growth-panel';
import './split-section.css';

const REASONS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'trendingUp',
    title: 'Results you can measure',
    text: 'Conversion tracking is set up before a penny is spent, so you always know what each channel brings in.',
  },
  {
    icon: 'message',
    title: 'Straight answers',
    text: 'A named account manager who replies within a working day and explains every decision in plain English.',
  },
  {
    icon: 'calendar',
    title: 'Flexible terms',
    text: 'Short minimum terms and a 30-day notice period: we keep clients by earning it every month.',
  },
];

export function WhyChooseSection() {
  return (
    <section className="section why-choose" aria-labelledby="why-choose-title">
      <div className="ui-container split__grid split__grid--reverse">
        <div className="split__copy">
          <p className="section-heading__eyebrow">Why us</p>
          <h2 id="why-choose-title" className="section-heading__title">
            Why Choose {SITE.name}
          </h2>
          <p>
            Choosing an agency is a leap of faith. We make it a small one: clear goals agreed up front, no jargon, and a monthly review
            where we show what worked, what did not and what we will try next.
          </p>
          <ol className="reasons">
            {REASONS.map((reason) => (
              <li key={reason.title} className="reasons__item">
                <span className="reasons__icon">
                  <Icon name={reason.icon} size={24} />
                </span>
                <div>
                  <h3>{reason.title}</h3>
                  <p>{reason.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="why-choose__panel" aria-hidden="true">
          <GrowthPanel />
        </div>
      </div>
    </section>
  );
}
