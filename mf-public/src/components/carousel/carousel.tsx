// The one carousel of the site (team, works, testimonials): react-slick driven by
// the carousel settings of the contract, with the gap between slides, a pause
// button for autoplay, and the slides that are out of view taken out of the tab order.

import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { CarouselSettings } from '@agency/shared/contract';
import { Icon } from '../icon/icon';
import { CarouselArrow } from './carousel-arrow';
import { slidesToShowAt, toSlickSettings } from './to-slick-settings';
import { useViewportWidth } from './use-viewport-width';
import './carousel.css';

export interface CarouselProps {
  settings: CarouselSettings;
  /** What the carousel shows, e.g. 'Team members'. */
  label: string;
  children: ReactNode;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function Carousel({ settings, label, children }: CarouselProps) {
  const slick = useMemo(() => toSlickSettings(settings), [settings]);
  const width = useViewportWidth();
  const root = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const [autoplay] = useState(() => !!slick.autoplay && !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplay);

  // Slides slick hides (clones, off-screen) keep their links out of the tab order.
  const hideOffscreenSlides = useCallback(() => {
    root.current?.querySelectorAll('.slick-slide').forEach((slide) => {
      slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
    });
  }, []);
  useEffect(hideOffscreenSlides);

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
