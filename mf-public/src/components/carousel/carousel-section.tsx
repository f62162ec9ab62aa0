// A section around one carousel (team, works, testimonials): its heading, then the
// slides once the list has loaded. An empty list or a failed load shows nothing
// (product §4). The carousel's code downloads when the slides come near the viewport.

import { Suspense, type ReactElement } from 'react';
import type { CarouselSettings } from '@agency/shared/contract';
import { SectionHeading, type SectionHeadingProps } from '../section-heading/section-heading';
import { Carousel } from './lazy-carousel';
import { useNearViewport } from './use-near-viewport';

export interface CarouselSectionProps<Item> {
  /** The BEM block of the section: its class, and `${block}__slides` around the carousel. */
  block: string;
  className?: string;
  innerClassName?: string;
  heading: SectionHeadingProps & { id: string };
  /** The list as its query holds it: undefined while loading. */
  items: readonly Item[] | undefined;
  failed: boolean;
  settings: CarouselSettings;
  /** What the carousel shows, e.g. 'Team members'. */
  label: string;
  /** One slide, keyed by the item's id (the carousel hands its slides their props). */
  renderItem: (item: Item) => ReactElement;
}

export function CarouselSection<Item>({
  block,
  className = '',
  innerClassName = '',
  heading,
  items,
  failed,
  settings,
  label,
  renderItem,
}: CarouselSectionProps<Item>) {
  const [slides, near] = useNearViewport<HTMLDivElement>();
  if (failed || (items && items.length === 0)) return null;

  return (
    <section className={`section ${block} ${className}`.trim()} aria-labelledby={heading.id}>
      <div className={`ui-container ${innerClassName}`.trim()}>
        <SectionHeading {...heading} />
        <div ref={slides} className={`${block}__slides`}>
          {items && near ? (
            <Suspense fallback={null}>
              <Carousel settings={settings} label={label}>
                {items.map((item) => renderItem(item))}
              </Carousel>
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
