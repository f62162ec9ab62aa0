// A section around one carousel (team, works, testimonials): its heading, then the
// slides once the list has loaded. An empty list or a failed load shows nothing
// (product §4). The carousel's code downloads when the slides come near the viewport.
// Until the carousel is drawn, a stand-in holds its place in the tab order: the keyboard
// reaching it draws the carousel and lands on its first control (its last, going backwards).

import { Suspense, useCallback, useRef, useState, type ReactElement } from 'react';
import type { CarouselSettings } from '@agency/shared/contract';
import { visitorMessages } from '@agency/shared/contract/visitor-messages';
import { SectionHeading, type SectionHeadingProps } from '../section-heading/section-heading';
import { Carousel } from './lazy-carousel';
import { comesAfter, reachableControls } from './focus-controls';
import { useNearViewport } from './use-near-viewport';
import './carousel-section.css';

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
  const [focused, setFocused] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const standIn = useRef<HTMLSpanElement>(null);
  const backwards = useRef(false);
  const onDrawn = useCallback((carousel: HTMLElement) => {
    if (standIn.current && document.activeElement === standIn.current) {
      const controls = reachableControls(carousel);
      (backwards.current ? controls.at(-1) : controls[0])?.focus();
    }
    setDrawn(true);
  }, []);
  if (failed || (items && items.length === 0)) return null;

  return (
    <section className={`section ${block} ${className}`.trim()} aria-labelledby={heading.id}>
      <div className={`ui-container ${innerClassName}`.trim()}>
        <SectionHeading {...heading} />
        <div ref={slides} className={`${block}__slides`}>
          {items && (near || focused) ? (
            <Suspense fallback={null}>
              <Carousel settings={settings} label={label} onDrawn={onDrawn}>
                {items.map((item) => renderItem(item))}
              </Carousel>
            </Suspense>
          ) : null}
          {drawn ? null : (
            <span
              ref={standIn}
              // Focusable only to hold the carousel's place in the tab order (the tab stop is the point).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="carousel-stand-in"
              onFocus={(event) => {
                backwards.current = comesAfter(event.currentTarget, event.relatedTarget);
                setFocused(true);
              }}
            >
              {visitorMessages.carouselDrawing(label)}
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
