// The plans of Pricing Plans: those staff keep at GET /plan, or the three default
// plans of product §9 when the API has none or cannot be reached (the failure is logged).

import { useEffect } from 'react';
import { DEFAULT_PLANS, loadErrors } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';

export interface ShownPlan {
  id: string;
  planName: string;
  price: number;
  duration: string;
  popular: boolean;
  /** Staff plans describe their features as rich HTML; default plans as a list. */
  featuresHtml?: string;
  features?: readonly string[];
}

const DEFAULTS: ShownPlan[] = DEFAULT_PLANS.map((plan) => ({ ...plan, id: plan.planName }));

export const usePricingPlans = (): { plans: ShownPlan[]; isLoading: boolean } => {
  const { data, error, isLoading } = contentReads.plan.useList();

  useEffect(() => {
    if (error) console.error(loadErrors.plansLog, error);
  }, [error]);

  if (isLoading) return { plans: [], isLoading: true };
  if (!data || data.length === 0) return { plans: DEFAULTS, isLoading: false };
  return {
    plans: data.map((plan) => ({
      id: plan._id,
      planName: plan.planName,
      price: plan.price,
      duration: plan.duration,
      popular: plan.popular,
      featuresHtml: plan.description,
    })),
    isLoading: false,
  };
};
