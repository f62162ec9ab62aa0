// Our Recent Works (home) and Our Works (service pages): the works carousel,
// filled once GET /work has answered; a failed load shows nothing (product §4).

import { WORKS_CAROUSEL } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { CarouselSection } from '../carousel/carousel-section';
import { WorkCard } from './work-card';
import './works-section.css';

export interface WorksSectionProps {
  title: string;
  intro?: string;
  className?: string;
}

export function WorksSection({
  title,
  intro = 'A few of the campaigns we are proud of, and what they did for our clients.',
  className,
}: WorksSectionProps) {
  const { data: works, isError } = contentReads.work.useList();
  return (
    <CarouselSection
      block="works-section"
      className={className}
      heading={{ id: 'works-title', eyebrow: 'Case studies', title, intro }}
      items={works}
      failed={isError}
      settings={WORKS_CAROUSEL}
      label="Recent works"
      renderItem={(work) => <WorkCard key={work._id} work={work} />}
    />
  );
}
