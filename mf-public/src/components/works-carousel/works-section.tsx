// Our Recent Works (home) and Our Works (service pages): the works carousel,
// filled once GET /work has answered; a failed load shows nothing (spec §4).

import { Suspense, useEffect } from 'react';
import { WORKS_CAROUSEL } from '@agency/shared/contract';
import { useGetWorksQuery } from '@agency/shared/api';
import { Carousel, preloadCarousel } from '../carousel/lazy-carousel';
import { SectionHeading } from '../section-heading/section-heading';
import { WorkCard } from './work-card';
import './works-section.css';

export interface WorksSectionProps {
  title: string;
  intro?: string;
  className?: string;
}

export function WorksSection({ title, intro = 'A few of the campaigns we are proud of, and what they did for our clients.', className = '' }: WorksSectionProps) {
  const { data: works, isError } = useGetWorksQuery();
  useEffect(preloadCarousel, []);
  if (isError || (works && works.length === 0)) return null;

  return (
    <section className={`section works-section ${className}`.trim()} aria-labelledby="works-title">
      <div className="ui-container">
        <SectionHeading id="works-title" eyebrow="Case studies" title={title} intro={intro} />
        <div className="works-section__slides">
          {works ? (
            <Suspense fallback={null}>
              <Carousel settings={WORKS_CAROUSEL} label="Recent works">
                {works.map((work) => (
                  <WorkCard key={work._id} work={work} />
                ))}
              </Carousel>
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
