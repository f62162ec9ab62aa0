// One case study of Our Recent Works: picture, title and the gist of the story, all of it on demand.

import type { Work } from '@agency/shared/contract';
import { ApiImage } from '../api-image/api-image';
import { ReadOn } from '../read-on/read-on';

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
        {work.description ? <ReadOn className="work-card__text" html={work.description} max={130} /> : null}
      </div>
    </article>
  );
}
