// The carousel's code (react-slick) is fetched only for pages that show one,
// and starts downloading while the section's data is still on its way.

import { lazy } from 'react';

const loadCarousel = () => import('./carousel');

export const Carousel = lazy(loadCarousel);

export const preloadCarousel = (): void => {
  void loadCarousel();
};
