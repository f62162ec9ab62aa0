// The one carousel of the site (team, works, testimonials): react-slick driven by
// the carousel settings of the contract, with the gap between slides, a pause
// button for autoplay, and the slides that are out of view taken out of the tab order.

import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { CarouselSettings } from '@agency/shared/contract';
import { Icon } from '../icon/icon';
import { CarouselArrow } from './carousel-arrow';
import { reachableControls } from './focus-controls';
import { slidesToShowAt, toSlickSettings } from './to-slick-settings';
import { useViewportWidth } from './use-viewport-width';
import './carousel.css';

export interface CarouselProps {
  settings: CarouselSettings;
  /** What the carousel shows, e.g. 'Team members'. */
  label: string;
  children: ReactNode;
  /** Called once the carousel and its controls are on the page. */
  onDrawn?: (carousel: HTMLElement) => void;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Focus the browser shows a ring for (a keyboard's), not a click's or a tap's. */
const isKeyboardFocus = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

export default function Carousel({ settings, label, children, onDrawn }: CarouselProps) {
  const slick = useMemo(() => toSlickSettings(settings), [settings]);
  const width = useViewportWidth();
  const root = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const [autoplay] = useState(() => !!slick.autoplay && !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplay);

  // Slides slick hides (clones, off-screen) keep their links out of the tab order. Focus in a
  // slide that leaves moves to a control still there, never to the page's body.
  const hideOffscreenSlides = useCallback(() => {
    const carousel = root.current;
    if (!carousel) return;
    const focused = document.activeElement;
    let focusLost = false;
    carousel.querySelectorAll('.slick-slide').forEach((slide) => {
      const hidden = slide.getAttribute('aria-hidden') === 'true';
      if (hidden && focused && slide.contains(focused)) focusLost = true;
      slide.toggleAttribute('inert', hidden);
    });
    if (focusLost) (reachableControls(carousel)[0] ?? carousel).focus();
  }, []);
  useEffect(hideOffscreenSlides);
  useEffect(() => {
    if (root.current) onDrawn?.(root.current);
    // Once, when first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A keyboard user's focus inside stops the autoplay, so nothing moves under it (not a
  // tap or a click: the team carousel keeps going after a visitor touches it).
  const focusHeld = useRef(false);
  const holdFocus = (hold: boolean) => {
    if (hold === focusHeld.current) return;
    focusHeld.current = hold;
    if (!autoplay || !playing) return;
    if (hold) slider.current?.slickPause();
    else slider.current?.slickPlay();
  };

  const togglePlaying = () => {
    if (playing) slider.current?.slickPause();
    else slider.current?.slickPlay();
    setPlaying(!playing);
  };

  return (
    <div
      ref={root}
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--carousel-gap': `${settings.gapPx}px` } as CSSProperties}
      tabIndex={-1}
      onFocus={(event) => holdFocus(isKeyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) holdFocus(false);
      }}
    >
      <Slider
        ref={slider}
        {...slick}
        // react-slick 0.31 applies `responsive` only when the width changes, not on
        // the first render, so the count for the current width is given directly.
        slidesToShow={slidesToShowAt(slick, width)}
        // Without matchMedia (old browsers) the current count above still applies.
        responsive={typeof window.matchMedia === 'function' ? slick.responsive : undefined}
        autoplay={autoplay}
        prevArrow={<CarouselArrow direction="previous" />}
        nextArrow={<CarouselArrow direction="next" />}
        customPaging={(index) => <button type="button" aria-label={`Show slide ${index + 1}`} />}
        afterChange={hideOffscreenSlides}
        onReInit={hideOffscreenSlides}
      >
        {children}
      </Slider>
      {autoplay ? (
        <button type="button" className="carousel__toggle" aria-pressed={!playing} onClick={togglePlaying}>
          <Icon name={playing ? 'pause' : 'play'} size={16} />
          <span>{playing ? 'Pause' : 'Play'}</span>
          <span className="ui-visually-hidden"> {label}</span>
        </button>
      ) : null}
    </div>
  );
}
