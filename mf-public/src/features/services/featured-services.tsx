// Our Featured Services (product §2): the service's first picture (or a default one)
// and six fixed social-media tips.

import { SOCIAL_TIPS } from '@agency/shared/contract';
import { ApiImage } from '../../components/api-image/api-image';
import { Icon, type IconName } from '../../components/icon/icon';
import { SectionHeading } from '../../components/section-heading/section-heading';
import { DefaultServiceArt } from './default-service-art';
import type { ServiceImage } from './use-service-detail';

const TIP_DETAILS: Record<(typeof SOCIAL_TIPS)[number], { icon: IconName; text: string }> = {
  'Set Clear Objectives': { icon: 'flag', text: 'Decide what success means, from leads to sales, before the first post goes live.' },
  'Optimize Profiles': { icon: 'sliders', text: 'Complete, consistent profiles with clear calls to action turn visits into enquiries.' },
  'Content Strategy': { icon: 'document', text: 'A calendar of useful, on-brand content planned around what your audience cares about.' },
  'Hashtags and Keywords': { icon: 'hash', text: 'The terms your customers search for, used where they help people find you.' },
  'Identify Target Audience': { icon: 'target', text: 'Know who buys, where they spend time online and what makes them act.' },
  'Engage with Your Audience': { icon: 'message', text: 'Reply, ask and listen: conversations build the trust that ads alone cannot.' },
};

export function FeaturedServices({ image, name }: { image?: ServiceImage; name: string }) {
  return (
    <section className="section section--alt featured-services" aria-labelledby="featured-services-title">
      <div className="ui-container featured-services__grid">
        <div className="featured-services__art">
          {image ? (
            <ApiImage
              className="featured-services__image"
              kind={image.kind}
              file={image.file}
              alt={image.alt || name}
              width={1200}
              height={700}
              sizes="(min-width: 992px) 540px, 92vw"
            />
          ) : (
            <DefaultServiceArt />
          )}
        </div>
        <div>
          <SectionHeading
            id="featured-services-title"
            eyebrow="Social media tips"
            title="Our Featured Services"
            intro="Six habits behind every social campaign we run, whichever service you start with."
            align="start"
          />
          <ul className="tips">
            {SOCIAL_TIPS.map((tip) => (
              <li key={tip} className="tips__item">
                <span className="tips__icon">
                  <Icon name={TIP_DETAILS[tip].icon} size={22} />
                </span>
                <div>
                  <h3>{tip}</h3>
                  <p>{TIP_DETAILS[tip].text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
