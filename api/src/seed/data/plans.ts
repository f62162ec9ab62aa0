// Pricing Plans: the three visible plans of product §9, each description a list of its features.

import { DEFAULT_PLANS } from '@agency/shared/contract/constants';

export interface SeedPlan {
  planName: string;
  price: number;
  duration: string;
  description: string;
  popular: boolean;
}

export const PLANS: SeedPlan[] = DEFAULT_PLANS.map((plan) => ({
  planName: plan.planName,
  price: plan.price,
  duration: plan.duration,
  popular: plan.popular,
  description: `<ul>${plan.features.map((feature) => `<li>${feature}</li>`).join('')}</ul>`,
}));
