// One person of the team: photo, name, role and their profile links.

import type { TeamMember } from '@agency/shared/contract';
import { isWebLink, NETWORK_LABELS, socialNetworkOf } from '../../utils/social-network';
import { ApiImage } from '../api-image/api-image';
import { Icon } from '../icon/icon';
import { ReadOn } from '../read-on/read-on';

const ICON_OF_NETWORK = { facebook: 'facebook', instagram: 'instagram', linkedin: 'linkedin', x: 'x', website: 'globe' } as const;

export function TeamCard({ member }: { member: TeamMember }) {
  const links = [member.link1, member.link2, member.link3, member.link4].filter(isWebLink);
  return (
    <article className="team-card">
      <div className="team-card__photo">
        <ApiImage
          kind="team"
          file={member.image}
          alt={member.imageAlt || `Portrait of ${member.title}`}
          width={400}
          height={400}
          sizes="(min-width: 992px) 280px, (min-width: 600px) 45vw, 90vw"
        />
      </div>
      <div className="team-card__body">
        <h3 className="team-card__name">{member.title}</h3>
        <p className="team-card__role">{member.role}</p>
        {member.description ? <ReadOn className="team-card__bio" html={member.description} max={150} /> : null}
        {links.length > 0 ? (
          <ul className="team-card__links">
            {links.map((href) => {
              const network = socialNetworkOf(href);
              return (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${member.title} on ${NETWORK_LABELS[network]} (opens in a new tab)`}
                  >
                    <Icon name={ICON_OF_NETWORK[network]} size={18} />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
