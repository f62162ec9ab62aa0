// The carousel's code (react-slick) is fetched only when a carousel comes near the
// viewport (CarouselSection). It measures the window, so it renders in the browser only:
// a server-rendered page shows the section without it (its slides area keeps its height),
// and the carousel fills in once the page has hydrated.

import { lazy } from 'react';
import { useHydrated } from '@agency/shared/ui';
import type { CarouselProps } from './carousel';

const LazyCarousel = lazy(() => import('./carousel'));

export function Carousel(props: CarouselProps) {
  return useHydrated() ? <LazyCarousel {...props} /> : null;
}
