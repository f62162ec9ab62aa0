// The plan's name in the list, with the 'Popular Plan' badge where it applies.

import { POPULAR_PLAN_LABEL, type Plan } from '@agency/shared/contract';

export function PlanName({ plan }: { plan: Plan }) {
  return (
    <>
      <span>{plan.planName}</span>
      {plan.popular ? <span className="admin-badge">{POPULAR_PLAN_LABEL}</span> : null}
    </>
  );
}
