// A stored contact message as its reply: the attribution columns (migration 071) become one
// `attribution` object, or null when the message came without one.

import type { Selectable } from 'kysely';
import type { Contact } from '@agency/shared/contract/entities';
import type { Attribution, Channel } from '@agency/shared/contract/insights';
import type { ContactsTable } from '../db/schema';

export type ContactRow = Selectable<ContactsTable>;

export const contactFromRow = (row: ContactRow): Contact => {
  const {
    attr_channel,
    attr_referrer,
    attr_utm_source,
    attr_utm_medium,
    attr_utm_campaign,
    attr_landing_page,
    attr_pages_viewed,
    ...contact
  } = row;
  const attribution: Attribution | null =
    attr_channel === null || attr_channel === undefined
      ? null
      : {
          channel: attr_channel as Channel,
          referrer: attr_referrer ?? '',
          utmSource: attr_utm_source ?? '',
          utmMedium: attr_utm_medium ?? '',
          utmCampaign: attr_utm_campaign ?? '',
          landingPage: attr_landing_page ?? '',
          pagesViewed: Number(attr_pages_viewed ?? 0),
        };
  return { ...contact, attribution };
};

/** The columns that store an attribution (all null without one). */
export const attributionColumns = (attribution: Attribution | null | undefined) => ({
  attr_channel: attribution?.channel ?? null,
  attr_referrer: attribution ? attribution.referrer : null,
  attr_utm_source: attribution ? attribution.utmSource : null,
  attr_utm_medium: attribution ? attribution.utmMedium : null,
  attr_utm_campaign: attribution ? attribution.utmCampaign : null,
  attr_landing_page: attribution ? attribution.landingPage : null,
  attr_pages_viewed: attribution ? attribution.pagesViewed : null,
});
