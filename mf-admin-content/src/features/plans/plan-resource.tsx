// Plans (product §2): plan name, price, duration, rich description and the
// 'Popular Plan' ribbon; sent as JSON (product §7).

import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { contentFormFields, plainTextColumn, priceColumn, sortable, textColumn } from '@agency/shared/admin';
import { contentResource } from '../../lib/content-resource';
import { PlanName } from './plan-name';

export const planResource = contentResource('plan', {
  noun: 'Plan',
  rowName: (plan) => plan.planName,
  columns: [
    sortable({ header: 'Plan name', cell: (plan) => <PlanName plan={plan} /> }, 'planName'),
    priceColumn('Price', (plan) => plan.price),
    textColumn('Duration', (plan) => plan.duration),
    plainTextColumn('Description', (plan) => plan.description),
  ],
  fields: contentFormFields('plan'),
  durations: { create: MESSAGE_LONG_MS },
});
