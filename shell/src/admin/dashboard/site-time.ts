// A time as the editors show it: in the agency's zone (the page's runtime config), with the zone named.

import { getRuntimeConfig } from '@agency/shared/api';
import { formatDateTimeIn, siteZoneOf } from '@agency/shared/contract/date-time';

export const siteZone = (): string => siteZoneOf(getRuntimeConfig());

export const siteDateTime = (iso: string): string => formatDateTimeIn(iso, siteZone());
