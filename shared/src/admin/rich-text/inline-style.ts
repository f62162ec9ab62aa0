// Shows the font and size styles inside the editor (bold and the like are built in).

import type { DraftInlineStyle } from 'draft-js';
import type { CSSProperties } from 'react';
import { FONT_PREFIX, SIZE_PREFIX } from './toolbar-config';

export const styleOfInlineStyles = (styles: DraftInlineStyle): CSSProperties => {
  const css: CSSProperties = {};
  styles.forEach((name) => {
    if (name?.startsWith(FONT_PREFIX)) css.fontFamily = name.slice(FONT_PREFIX.length);
    if (name?.startsWith(SIZE_PREFIX)) css.fontSize = `${name.slice(SIZE_PREFIX.length)}px`;
  });
  return css;
};

/** Indented paragraphs keep their margin while editing. */
export const blockClassOf = (margin: string | undefined): string | undefined =>
  margin ? `rich-editor__indent-${Number.parseInt(margin, 10) / 40}` : undefined;
