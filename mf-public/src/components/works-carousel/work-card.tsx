// One case study of Our Recent Works: picture, title and the gist of the story.

import type { Work } from '@agency/shared/contract';
import { summarize } from '../../utils/summarize';
import { ApiImage } from '../api-image/api-image';

export function WorkCard({ work }: { work: Work }) {
  return (
    <article className="work-card">
      <ApiImage
        className="work-card__image"
        kind="work"
        file={work.image}
        alt={work.imageAlt ?? ''}
        width={500}
        height={350}
        sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 90vw"
      />
      <div className="work-card__body">
        <h3 className="work-card__title">{work.title}</h3>
        {work.description ? <p className="work-card__text">{summarize(work.description, 130, { sentences: true })}</p> : null}
      </div>
    </article>
  );
}
