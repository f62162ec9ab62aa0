// Where the message's visitor came from (the visit's channel, referrer, campaign, landing page and
// pages read), or "unknown" for a message sent without it.

import type { Contact } from '@agency/shared/contract';
import { insightMessages as m } from '@agency/shared/contract/messages';

export function ContactAttribution({ attribution }: Pick<Contact, 'attribution'>) {
  const f = m.attributionFields;
  const rows: Array<[label: string, value: string | number]> = attribution
    ? [
        [f.channel, attribution.channel],
        [f.referrer, attribution.referrer || '—'],
        [f.utmCampaign, attribution.utmCampaign || '—'],
        [f.utmSource, attribution.utmSource || '—'],
        [f.utmMedium, attribution.utmMedium || '—'],
        [f.landingPage, attribution.landingPage],
        [f.pagesViewed, attribution.pagesViewed],
      ]
    : [[f.channel, m.unknown]];
  return (
    <section className="admin-card contact-detail__section" aria-labelledby="contact-attribution-title">
      <h2 id="contact-attribution-title" className="contact-detail__heading">
        {m.attributionLabel}
      </h2>
      <dl className="contact-detail__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
