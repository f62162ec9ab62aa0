// The editor's "Media library" dialog: find an image by its words, or upload a new
// one, and insert it with its alt text.

import { useId, useState } from 'react';
import { type MediaItem } from '@agency/shared/contract';
import { dialogMessages } from '@agency/shared/contract/messages';
import { useGetMediaQuery } from '@agency/shared/staff-api';
import { Message, Spinner } from '@agency/shared/ui';
import { ModalDialog } from '../dialog/modal-dialog';
import { mediaImageUrl } from './media-url';
import { MediaUploadForm } from './media-upload-form';

export interface MediaPickerDialogProps {
  onPick: (item: MediaItem) => void;
  onCancel: () => void;
}

export function MediaPickerDialog({ onPick, onCancel }: MediaPickerDialogProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const { data, isLoading, isError } = useGetMediaQuery(search.trim());
  const items = data?.data ?? [];

  return (
    <ModalDialog
      title="Media library"
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
      {!isLoading && !isError && items.length === 0 ? <p>No images match.</p> : null}
      <ul className="media-picker__grid">
        {items.map((item) => (
          <li key={item._id}>
            <button type="button" className="media-picker__item" onClick={() => onPick(item)} aria-label={`Insert ${item.alt}`}>
              <img src={mediaImageUrl(item.file)} alt="" width={96} height={72} loading="lazy" />
              <span className="media-picker__alt">{item.alt}</span>
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
