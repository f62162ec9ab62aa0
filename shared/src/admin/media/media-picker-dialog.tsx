// The one image picker of the admin ("Media library"): find any stored image by its
// words (the library's uploads and the pictures entries stored themselves), or upload a
// new one. The rich-text editor inserts the pick; image fields take it as their picture.

import { useId, useState } from 'react';
import { type MediaItem } from '@agency/shared/contract';
import { dialogMessages, mediaChoiceMessages } from '@agency/shared/contract/messages';
import { useGetMediaQuery } from '@agency/shared/staff-api';
import { Message, Spinner } from '@agency/shared/ui';
import { ModalDialog } from '../dialog/modal-dialog';
import { isEntryImage, mediaItemUrl } from './media-url';
import { MediaUploadForm } from './media-upload-form';
import { useLibraryCopy } from './use-library-image';

export interface MediaPickerDialogProps {
  onPick: (item: MediaItem) => void;
  onCancel: () => void;
  /** Rich text shows library images only: an entry's picture is copied into the library first. */
  libraryCopies?: boolean;
  title?: string;
}

export function MediaPickerDialog({ onPick, onCancel, libraryCopies = false, title = 'Media library' }: MediaPickerDialogProps) {
  const [search, setSearch] = useState('');
  const [failed, setFailed] = useState(false);
  const searchId = useId();
  const { data, isLoading, isError } = useGetMediaQuery(search.trim());
  const libraryCopy = useLibraryCopy();
  const items = data?.data ?? [];
  const pick = (item: MediaItem) => {
    // A library image is inserted at once; only an entry's picture waits for its library copy.
    if (!libraryCopies || !isEntryImage(item)) return onPick(item);
    setFailed(false);
    libraryCopy(item).then(onPick, () => setFailed(true));
  };

  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      actions={
        <button type="button" className="btn btn-outline btn-small" onClick={onCancel}>
          {dialogMessages.cancel}
        </button>
      }
    >
      <div className="field">
        <label htmlFor={searchId}>Search images</label>
        <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {isLoading ? <Spinner label="Loading..." showLabel /> : null}
      {isError ? <Message tone="error">The media library could not be loaded.</Message> : null}
      {failed ? <Message tone="error">{mediaChoiceMessages.pickFailed}</Message> : null}
      {!isLoading && !isError && items.length === 0 ? <p>No images match.</p> : null}
      <ul className="media-picker__grid">
        {items.map((item) => (
          <li key={item._id}>
            <button type="button" className="media-picker__item" onClick={() => pick(item)} aria-label={`Insert ${item.alt || item.file}`}>
              <img src={mediaItemUrl(item)} alt="" width={96} height={72} loading="lazy" />
              <span className="media-picker__alt">{item.alt}</span>
              {isEntryImage(item) && item.usedBy[0] ? (
                <span className="media-picker__from">{mediaChoiceMessages.entryImage(item.usedBy[0].label)}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <details className="media-picker__upload">
        <summary>Upload a new image</summary>
        <MediaUploadForm onUploaded={onPick} />
      </details>
    </ModalDialog>
  );
}
