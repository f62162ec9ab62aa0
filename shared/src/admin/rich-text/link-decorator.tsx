// Links look like links inside the editor (draft-js shows entities as plain text
// unless a decorator renders them).

import { CompositeDecorator, type ContentBlock, type ContentState } from 'draft-js';
import type { ReactNode } from 'react';
import { ENTITY } from './media-entities';

interface LinkProps {
  contentState: ContentState;
  entityKey: string;
  children?: ReactNode;
}

function EditorLink({ contentState, entityKey, children }: LinkProps) {
  const { url } = contentState.getEntity(entityKey).getData() as { url?: string };
  // A link inside the editable text is not followed on click: the popover offers to open it.
  return (
    <a href={url} className="rich-editor__link" title={url}>
      {children}
    </a>
  );
}

const findLinks = (block: ContentBlock, callback: (start: number, end: number) => void, contentState: ContentState) =>
  block.findEntityRanges((character) => {
    const key = character.getEntity();
    return key !== null && contentState.getEntity(key).getType() === ENTITY.link;
  }, callback);

export const linkDecorator = new CompositeDecorator([{ strategy: findLinks, component: EditorLink }]);
