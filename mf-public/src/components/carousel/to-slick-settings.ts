// Our carousel settings (product §9: min-width breakpoints, like CSS) as react-slick
// settings, whose `responsive` breakpoints are max-widths: a breakpoint's settings
// apply up to and including that width, and the base settings above the widest.

import type { ResponsiveObject, Settings } from 'react-slick';
import type { CarouselSettings } from '@agency/shared/contract';

export const toSlickSettings = (carousel: CarouselSettings): Settings => {
  const minWidths = Object.keys(carousel.breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  const slidesFrom = (index: number): number => (index < 0 ? carousel.slidesPerView : carousel.breakpoints[minWidths[index]]);

  // Below each min width, the count of the previous step applies.
  const responsive: ResponsiveObject[] = minWidths.map((minWidth, index) => ({
    breakpoint: minWidth - 1,
    settings: { slidesToShow: slidesFrom(index - 1), slidesToScroll: 1 },
  }));

  const autoplay = carousel.autoplayMs > 0;
  return {
    slidesToShow: slidesFrom(minWidths.length - 1),
    slidesToScroll: 1,
    infinite: carousel.loop,
    autoplay,
    autoplaySpeed: carousel.autoplayMs,
    pauseOnHover: !carousel.autoplayAfterInteraction,
    pauseOnFocus: !carousel.autoplayAfterInteraction,
    pauseOnDotsHover: !carousel.autoplayAfterInteraction,
    arrows: true,
    dots: true,
    swipeToSlide: true,
    // A tap on an arrow while a slide is still moving (autoplay's, or the previous tap's) moves on
    // at once instead of being dropped.
    waitForAnimate: false,
    responsive,
  };
};

/** How many slides react-slick should show at `width`, by its own max-width rules. */
export const slidesToShowAt = (settings: Settings, width: number): number => {
  const match = [...(settings.responsive ?? [])].sort((a, b) => a.breakpoint - b.breakpoint).find((entry) => width <= entry.breakpoint);
  const fromBreakpoint = match && match.settings !== 'unslick' ? match.settings.slidesToShow : undefined;
  return fromBreakpoint ?? settings.slidesToShow ?? 1;
};
