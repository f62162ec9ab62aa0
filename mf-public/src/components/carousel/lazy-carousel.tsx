// The carousel's code (react-slick) is fetched only for pages that show one, and
// starts downloading while the section's data is still on its way. It measures the
// window, so it renders in the browser only: a server-rendered page shows the section
// without it, and the carousel fills in once the page has hydrated.

import { lazy } from 'react';
import { useHydrated } from '@agency/shared/ui';
import type { CarouselProps } from './carousel';

const loadCarousel = () => import('./carousel');

const LazyCarousel = lazy(loadCarousel);

export function Carousel(props: CarouselProps) {
  return useHydrated() ? <LazyCarousel {...props} /> : null;
}

export const preloadCarousel = (): void => {
  void loadCarousel();
};
