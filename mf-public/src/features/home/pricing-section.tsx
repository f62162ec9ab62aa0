// Pricing Plans (product §2, §9).

import { Spinner } from '@agency/shared/ui';
import { SectionHeading } from '../../components/section-heading/section-heading';
import { PlanCard } from './plan-card';
import { usePricingPlans } from './use-pricing-plans';
import './pricing.css';

export function PricingSection() {
  const { plans, isLoading } = usePricingPlans();
  return (
    <section className="section section--alt pricing" aria-labelledby="pricing-title">
      <div className="ui-container">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Pricing Plans"
          intro="Simple monthly SEO plans with no set-up fees. Every plan includes a business analysis and an in-depth study of your website."
        />
        {isLoading ? (
          <Spinner label="Loading plans..." />
        ) : (
          <ul className="pricing__grid">
            {plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
