// How an image, video, audio or embedded player block looks inside the editor.

import type { ContentBlock, ContentState } from 'draft-js';
import { ENTITY } from './media-entities';

interface AtomicMediaProps {
  block: ContentBlock;
  contentState: ContentState;
}

export function AtomicMedia({ block, contentState }: AtomicMediaProps) {
  const key = block.getEntityAt(0);
  if (!key) return null;
  const entity = contentState.getEntity(key);
  const data = entity.getData() as Record<string, string>;
  switch (entity.getType()) {
    case ENTITY.image:
      return <img className="rich-editor__media" src={data.src} alt={data.alt ?? ''} />;
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
export const renderAtomicBlock = (block: ContentBlock) =>
  block.getType() === 'atomic' ? { component: AtomicMedia, editable: false } : null;
