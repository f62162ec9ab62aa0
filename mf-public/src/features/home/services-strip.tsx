// The four services of the home page (product §2). Each links to its service page
// when GET /services knows it, else to the list of services.

import { Link } from '@agency/shared/router';
import { HOME_SERVICE_CARDS, servicePath } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { Icon, type IconName } from '../../components/icon/icon';
import { SectionHeading } from '../../components/section-heading/section-heading';
import './home-cards.css';

const DETAILS: Record<(typeof HOME_SERVICE_CARDS)[number], { icon: IconName; text: string }> = {
  'Seo Services': { icon: 'chart', text: 'Technical fixes, content and links that lift your rankings and keep them there.' },
  'Facebook Ads': { icon: 'thumbsUp', text: 'Scroll-stopping campaigns on Facebook and Instagram that turn attention into sales.' },
  'Google Ads': { icon: 'cursor', text: 'Search and Shopping campaigns built around the keywords that actually convert.' },
  'Keyword Research': { icon: 'key', text: 'The terms your customers type at every step of buying, ranked by value and effort.' },
};

export function ServicesStrip() {
  const { data: services } = contentReads.service.useList();
  const linkFor = (title: string) => {
    const match = services?.find((service) => service.title.toLowerCase() === title.toLowerCase());
    return match ? servicePath(match.slug) : '/services';
  };

  return (
    <section className="section services-strip" aria-labelledby="services-strip-title">
      <div className="ui-container">
        <SectionHeading
          id="services-strip-title"
          eyebrow="What we do"
          title="Services that grow your traffic and sales"
          intro="Four disciplines, one team: we join up search, paid media and social so every channel pulls in the same direction."
        />
        <ul className="services-strip__grid">
          {HOME_SERVICE_CARDS.map((title) => (
            <li key={title} className="service-tile card card--linked">
              <span className="service-tile__icon">
                <Icon name={DETAILS[title].icon} size={28} />
              </span>
              <h3 className="card__title">
                <Link to={linkFor(title)}>{title}</Link>
              </h3>
              <p className="card__text">{DETAILS[title].text}</p>
              <span className="card__more" aria-hidden="true">
                Learn more <Icon name="arrowRight" size={16} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
