// Meet Our Dedicated Team (home and about): the team carousel, filled once GET
// /team has answered. A failed load is kept in the cache but shows nothing (product §4).

import { TEAM_CAROUSEL } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { CarouselSection } from '../carousel/carousel-section';
import { TeamCard } from './team-card';
import './team-section.css';

export interface TeamSectionProps {
  title?: string;
  intro?: string;
  className?: string;
}

export function TeamSection({
  title = 'Meet Our Dedicated Team',
  intro = 'Strategists, analysts and creatives who treat your budget like their own.',
  className,
}: TeamSectionProps) {
  const { data: team, isError } = contentReads.team.useList();
  return (
    <CarouselSection
      block="team-section"
      className={className}
      heading={{ id: 'team-title', eyebrow: 'Our people', title, intro }}
      items={team}
      failed={isError}
      settings={TEAM_CAROUSEL}
      label="Team members"
      renderItem={(member) => <TeamCard key={member._id} member={member} />}
    />
  );
}
