// The `attribution` a message form sends (what the visitor script kept for the visit): its known
// fields only, short texts, a path as landing page and a whole number of pages. The channel is
// derived here by the contract's table, never taken from the client; the referrer is kept as its host.

import { channelOf, INSIGHT_TEXT_MAX, referrerHostOf, type Attribution } from '@agency/shared/contract/insights';
import { insightMessages } from '@agency/shared/contract/messages';
import { invalidFields } from '../http/reply-error';

const FIELDS = ['referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'landingPage', 'pagesViewed'] as const;

const shortText = (value: unknown, max: number) =>
  value === undefined || (typeof value === 'string' && value.length <= max && !value.includes('\0'));

/** undefined when the message came without one; 400 (field `attribution`) when it is malformed. */
export const readAttribution = (value: unknown, siteHost: string): Attribution | undefined => {
  if (value === undefined || value === null) return undefined;
  const refuse = () => invalidFields({ attribution: insightMessages.badAttribution });
  if (typeof value !== 'object' || Array.isArray(value)) throw refuse();
  const given = value as Record<string, unknown>;
  if (Object.keys(given).some((key) => !(FIELDS as readonly string[]).includes(key))) throw refuse();
  const { referrer, utmSource, utmMedium, utmCampaign, landingPage, pagesViewed } = given;
  const texts =
    shortText(referrer, INSIGHT_TEXT_MAX.referrer) &&
    [utmSource, utmMedium, utmCampaign].every((utm) => shortText(utm, INSIGHT_TEXT_MAX.utm));
  const path = typeof landingPage === 'string' && landingPage.length <= INSIGHT_TEXT_MAX.path && /^\/(?!\/)[^?#\s]*$/.test(landingPage);
  const pages = Number.isInteger(pagesViewed) && (pagesViewed as number) >= 1 && (pagesViewed as number) <= 100_000;
  if (!texts || !path || !pages) throw refuse();
  const host = referrerHostOf(referrer as string | undefined);
  const own = siteHost
    .replace(/:\d+$/, '')
    .toLowerCase()
    .replace(/^www\./, '');
  const attribution = {
    referrer: host === own ? '' : host,
    utmSource: ((utmSource as string | undefined) ?? '').trim(),
    utmMedium: ((utmMedium as string | undefined) ?? '').trim(),
    utmCampaign: ((utmCampaign as string | undefined) ?? '').trim(),
    landingPage: landingPage as string,
    pagesViewed: pagesViewed as number,
  };
  return { channel: channelOf({ ...attribution, referrer: host, siteHosts: [own] }), ...attribution };
};
