// One About Us entry: picture, title, rich description, then mission, vision and values.

import type { AboutUs } from '@agency/shared/contract';
import { ApiImage } from '../../components/api-image/api-image';
import { Icon, type IconName } from '../../components/icon/icon';
import { RichText } from '../../components/rich-text/rich-text';

const PILLARS: ReadonlyArray<{ key: 'mission' | 'vision' | 'values'; heading: string; icon: IconName }> = [
  { key: 'mission', heading: 'Our Mission', icon: 'flag' },
  { key: 'vision', heading: 'Our Vision', icon: 'eye' },
  { key: 'values', heading: 'Our Value', icon: 'shield' },
];

export function AboutEntry({ entry, index }: { entry: AboutUs; index: number }) {
  const pillars = PILLARS.filter((pillar) => entry[pillar.key].trim() !== '');
  return (
    <article className={`about-entry${index % 2 === 1 ? ' about-entry--reverse' : ''}`} aria-labelledby={`about-${entry._id}`}>
      <div className="about-entry__media">
        <ApiImage
          className="about-entry__image"
          kind="about"
          file={entry.image}
          alt={entry.imageAlt ?? ''}
          width={1000}
          height={700}
          sizes="(min-width: 992px) 560px, 92vw"
          priority={index === 0}
        />
      </div>
      <div className="about-entry__copy">
        <h2 id={`about-${entry._id}`}>{entry.title}</h2>
        <RichText html={entry.description} className="about-entry__description" />
      </div>
      {pillars.length > 0 ? (
        <ul className="about-entry__pillars">
          {pillars.map((pillar) => (
            <li key={pillar.key} className="about-pillar">
              <span className="about-pillar__icon">
                <Icon name={pillar.icon} size={24} />
              </span>
              <h3>{pillar.heading}</h3>
              <p>{entry[pillar.key]}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
