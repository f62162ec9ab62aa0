// How an image, video, audio or embedded player block looks inside the editor. An
// image is a button: a click (or Enter on it) selects it for its own toolbar.

import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import type { ContentBlock, ContentState } from 'draft-js';
import { richImageMessages } from '@agency/shared/contract/messages';
import { ENTITY } from './media-entities';

export interface AtomicMediaBlockProps {
  /** Key of the image block selected for the image toolbar, if any. */
  selectedKey: string | null;
  onSelectImage: (blockKey: string) => void;
}

interface AtomicMediaProps {
  block: ContentBlock;
  contentState: ContentState;
  blockProps: AtomicMediaBlockProps;
}

// The editor must not treat a press on the picture as typing (Enter would split the block),
// nor its focus as the caret coming back (which leaves the selected picture).
const stop = (event: KeyboardEvent | MouseEvent | FocusEvent) => event.stopPropagation();

export function AtomicMedia({ block, contentState, blockProps }: AtomicMediaProps) {
  const key = block.getEntityAt(0);
  if (!key) return null;
  const entity = contentState.getEntity(key);
  const data = entity.getData() as Record<string, string>;
  switch (entity.getType()) {
    case ENTITY.image: {
      const selected = blockProps.selectedKey === block.getKey();
      return (
        <button
          type="button"
          className={`rich-editor__image${selected ? ' rich-editor__image--selected' : ''}`}
          aria-label={richImageMessages.select(data.alt ?? '')}
          aria-pressed={selected}
          data-image-block={block.getKey()}
          onMouseDown={stop}
          onFocus={stop}
          onBlur={stop}
          onKeyDown={(event) => {
            stop(event);
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              blockProps.onSelectImage(block.getKey());
            }
          }}
          onClick={(event) => {
            stop(event);
            blockProps.onSelectImage(block.getKey());
          }}
        >
          <img className="rich-editor__media" src={data.src} alt={data.alt ?? ''} />
        </button>
      );
    }
    // Staff's own media, previewed while they write: captions belong to the file, not to the editor.
    /* eslint-disable jsx-a11y/media-has-caption */
    case ENTITY.video:
      return <video className="rich-editor__media" src={data.src} controls aria-label="Video" />;
    case ENTITY.audio:
      return <audio className="rich-editor__media" src={data.src} controls aria-label="Audio" />;
    /* eslint-enable jsx-a11y/media-has-caption */
    case ENTITY.embed:
      return (
        <iframe
          className="rich-editor__media"
          src={data.src}
          title="Embedded video"
          width={data.width || 560}
          height={data.height || 315}
        />
      );
    default:
      return null;
  }
}

/** draft-js `blockRendererFn`: atomic blocks render as media and are not typed into. */
export const atomicRenderer = (props: AtomicMediaBlockProps) => (block: ContentBlock) =>
  block.getType() === 'atomic' ? { component: AtomicMedia, editable: false, props } : null;
