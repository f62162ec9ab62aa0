// Meet Our Dedicated Team (home and about): the team carousel, filled once GET
// /team has answered. A failed load is kept in the cache but shows nothing (spec §4).

import { Suspense, useEffect } from 'react';
import { TEAM_CAROUSEL } from '@agency/shared/contract';
import { useGetTeamQuery } from '@agency/shared/api';
import { Carousel, preloadCarousel } from '../carousel/lazy-carousel';
import { SectionHeading } from '../section-heading/section-heading';
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
  className = '',
}: TeamSectionProps) {
  const { data: team, isError } = useGetTeamQuery();
  useEffect(preloadCarousel, []);
  if (isError || (team && team.length === 0)) return null;

  return (
    <section className={`section team-section ${className}`.trim()} aria-labelledby="team-title">
      <div className="ui-container">
        <SectionHeading id="team-title" eyebrow="Our people" title={title} intro={intro} />
        <div className="team-section__slides">
          {team ? (
            <Suspense fallback={null}>
              <Carousel settings={TEAM_CAROUSEL} label="Team members">
                {team.map((member) => (
                  <TeamCard key={member._id} member={member} />
                ))}
              </Carousel>
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
