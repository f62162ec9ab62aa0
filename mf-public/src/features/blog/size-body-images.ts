// Product §9: the first image of a post's body is shown full width, later ones at
// half width. Applied to the HTML's images, then to the gallery after it.

import { BLOG_FIRST_IMAGE_WIDTH, BLOG_LATER_IMAGE_WIDTH } from '@agency/shared/contract';

export const bodyImageWidth = (index: number): string => (index === 0 ? BLOG_FIRST_IMAGE_WIDTH : BLOG_LATER_IMAGE_WIDTH);

const IMG_TAG = /<img\b([^>]*?)\s*\/?>/gi;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*("([^"]*)"|'([^']*)')/i;

/**
 * The HTML with each <img> sized by its position, and how many images it has. Works on
 * the markup text (no DOM), so the server renders exactly what the browser will: the
 * HTML was sanitized by the API host, so every attribute value is quoted.
 */
export const sizeBodyImages = (html: string): { html: string; imageCount: number } => {
  let index = 0;
  const sized = html.replace(IMG_TAG, (_tag, attributes: string) => {
    const existing = STYLE_ATTRIBUTE.exec(attributes);
    const kept = (existing?.[2] ?? existing?.[3] ?? '')
      .split(';')
      .map((rule) => rule.trim())
      .filter((rule) => rule && !/^(width|height)\s*:/i.test(rule));
    const style = [...kept, `width: ${bodyImageWidth(index)}`, 'height: auto'].join('; ');
    index += 1;
    return `<img${attributes.replace(STYLE_ATTRIBUTE, '')} style="${style.replace(/"/g, '&quot;')}">`;
  });
  return { html: sized, imageCount: index };
};
