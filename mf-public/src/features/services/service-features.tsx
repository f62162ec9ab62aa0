// What a service includes: the features staff list on its single service.

import type { Feature } from '@agency/shared/contract';
import { BalancedGrid } from '../../components/balanced-grid/balanced-grid';
import { Icon } from '../../components/icon/icon';
import { featureIconName } from './feature-icon';

export function ServiceFeatures({ features }: { features: Feature[] }) {
  if (features.length === 0) return null;
  return (
    <section className="service-features" aria-labelledby="service-features-title">
      <h2 id="service-features-title">What&apos;s included</h2>
      <BalancedGrid className="service-features__grid">
        {features.map((feature) => (
          <li key={feature.featureTitle} className="service-features__item">
            <span className="service-features__icon">
              <Icon name={featureIconName(feature.featureIcon)} size={22} />
            </span>
            <div>
              <h3>{feature.featureTitle}</h3>
              {feature.featureDesc ? <p>{feature.featureDesc}</p> : null}
            </div>
          </li>
        ))}
      </BalancedGrid>
    </section>
  );
}
