// Spec §9: the first image of a post's body is shown full width, later ones at
// half width. Applied to the HTML's images, then to the gallery after it.

import { BLOG_FIRST_IMAGE_WIDTH, BLOG_LATER_IMAGE_WIDTH } from '@agency/shared/contract';

export const bodyImageWidth = (index: number): string => (index === 0 ? BLOG_FIRST_IMAGE_WIDTH : BLOG_LATER_IMAGE_WIDTH);

/** The HTML with each <img> sized by its position, and how many images it has. */
export const sizeBodyImages = (html: string): { html: string; imageCount: number } => {
  // A template's content is inert: nothing in it loads or runs while we edit it.
  const template = document.createElement('template');
  template.innerHTML = html;
  const images = [...template.content.querySelectorAll('img')];
  images.forEach((image, index) => {
    image.style.width = bodyImageWidth(index);
    image.style.height = 'auto';
  });
  return { html: template.innerHTML, imageCount: images.length };
};
