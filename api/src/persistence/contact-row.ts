// A stored contact message as its reply: the attribution columns (migration 071) become one
// `attribution` object, or null when the message came without one.

import type { Selectable } from 'kysely';
import type { Contact } from '@agency/shared/contract/entities';
import type { Attribution, Channel } from '@agency/shared/contract/insights';
import type { ContactsTable } from '../db/schema';

export type ContactRow = Selectable<ContactsTable>;

export const contactFromRow = (row: ContactRow): Contact => {
  const { attrChannel, attrReferrer, attrUtmSource, attrUtmMedium, attrUtmCampaign, attrLandingPage, attrPagesViewed, ...contact } = row;
  const attribution: Attribution | null =
    attrChannel === null || attrChannel === undefined
      ? null
      : {
          channel: attrChannel as Channel,
          referrer: attrReferrer ?? '',
          utmSource: attrUtmSource ?? '',
          utmMedium: attrUtmMedium ?? '',
          utmCampaign: attrUtmCampaign ?? '',
          landingPage: attrLandingPage ?? '',
          pagesViewed: Number(attrPagesViewed ?? 0),
        };
  return { ...contact, attribution };
};

/** The columns that store an attribution (all null without one). */
export const attributionColumns = (attribution: Attribution | null | undefined) => ({
  attrChannel: attribution?.channel ?? null,
  attrReferrer: attribution ? attribution.referrer : null,
  attrUtmSource: attribution ? attribution.utmSource : null,
  attrUtmMedium: attribution ? attribution.utmMedium : null,
  attrUtmCampaign: attribution ? attribution.utmCampaign : null,
  attrLandingPage: attribution ? attribution.landingPage : null,
  attrPagesViewed: attribution ? attribution.pagesViewed : null,
});
