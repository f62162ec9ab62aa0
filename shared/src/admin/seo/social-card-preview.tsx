// How the page looks when shared (Open Graph's large-image card): picture, domain,
// title and description, clamped as the networks clamp them.

import { seoPreviewMessages } from '@agency/shared/contract/messages';
import { SeoPanel } from './seo-panel';

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
  return (
    <SeoPanel title={seoPreviewMessages.social} className="seo-card">
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
    </SeoPanel>
  );
}
