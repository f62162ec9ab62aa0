// How the page looks when shared (Open Graph's large-image card): picture, domain,
// title and description, clamped as the networks clamp them.

import { useId } from 'react';
import { seoPreviewMessages } from '@agency/shared/contract';
import './seo.css';

export interface SocialCardPreviewProps {
  /** The picture's URL, or '' for a card without one. */
  imageUrl: string;
  title: string;
  description: string;
  /** The site's origin or host; the card shows the host in capitals. */
  domain: string;
}

const hostOf = (domain: string): string => {
  try {
    return new URL(domain).host;
  } catch {
    return domain;
  }
};

export function SocialCardPreview({ imageUrl, title, description, domain }: SocialCardPreviewProps) {
  const titleId = useId();
  return (
    <section className="seo-panel seo-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="seo-panel__title">
        {seoPreviewMessages.social}
      </h2>
      <div className="seo-card__frame" data-testid="social-card">
        {imageUrl ? (
          <img className="seo-card__image" src={imageUrl} alt={seoPreviewMessages.socialImageAlt(title)} />
        ) : (
          <p className="seo-card__image seo-card__image--none">{seoPreviewMessages.noSocialImage}</p>
        )}
        <div className="seo-card__body">
          <p className="seo-card__domain">{hostOf(domain).toUpperCase()}</p>
          <p className="seo-card__title">{title}</p>
          <p className="seo-card__description">{description}</p>
        </div>
      </div>
    </section>
  );
}
