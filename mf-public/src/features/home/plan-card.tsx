// One pricing plan: name, monthly price, what is included, and a way to start.

import { Link } from '@agency/shared/router';
import { POPULAR_PLAN_LABEL } from '@agency/shared/contract';
import { Icon } from '../../components/icon/icon';
import { RichText } from '../../components/rich-text/rich-text';
import { formatAmount } from '../../utils/format-amount';
import type { ShownPlan } from './use-pricing-plans';

/** 'month' reads "/ month"; free text such as 'per month' is shown as written. */
const perDuration = (duration: string) => (/^(per|\/)/i.test(duration.trim()) ? ` ${duration.trim()}` : ` / ${duration.trim()}`);

export function PlanCard({ plan }: { plan: ShownPlan }) {
  return (
    <article className={`plan-card${plan.popular ? ' plan-card--popular' : ''}`}>
      {plan.popular ? <p className="plan-card__ribbon">{POPULAR_PLAN_LABEL}</p> : null}
      <h3 className="plan-card__name">{plan.planName}</h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatAmount(plan.price, 'thousands', '$')}</span>
        {plan.duration ? <span className="plan-card__duration">{perDuration(plan.duration)}</span> : null}
      </p>
      {plan.featuresHtml !== undefined ? (
        <RichText className="plan-card__features" html={plan.featuresHtml} />
      ) : (
        <ul className="plan-card__features plan-card__list">
          {plan.features?.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={18} />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <Link
        className={`btn ${plan.popular ? 'btn-primary' : 'btn-outline'} plan-card__cta`}
        to={`/contact?plan=${encodeURIComponent(plan.planName)}`}
      >
        Choose {plan.planName}
      </Link>
    </article>
  );
}
