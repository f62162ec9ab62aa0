// The media library (/media-library, issue 21): every image uploaded to it, once,
// with its alt text; found by its words; the unused ones listed for clean-up. The
// rich-text editor's "Insert from the media library" puts any of them in any entry.

import { useId, useState } from 'react';
import { MESSAGE_LONG_MS, type MediaItem } from '@agency/shared/contract';
import { dialogMessages } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { useDeleteMediaMutation, useGetMediaQuery } from '@agency/shared/staff-api';
import { AdminPage, ConfirmDialog, MediaUploadForm, useDeleteDialog } from '@agency/shared/admin';
import { Message, Spinner, useTimedMessage } from '@agency/shared/ui';
import { MediaCard } from './media-card';
import './media-library.css';

export default function MediaLibraryPage() {
  const [search, setSearch] = useState('');
  const [unusedOnly, setUnusedOnly] = useState(false);
  const ids = { search: useId(), unused: useId() };
  const { data, isLoading, isError } = useGetMediaQuery(search.trim());
  const [deleteMedia] = useDeleteMediaMutation();
  const { message, show } = useTimedMessage();
  const dialog = useDeleteDialog<MediaItem>({
    remove: (item) => deleteMedia(item._id).unwrap(),
    onDeleted: (item) => show(`Deleted "${item.alt}".`, 'success', MESSAGE_LONG_MS),
    onFailed: (_item, error) =>
      show(serverMessage(error as Parameters<typeof serverMessage>[0]) ?? 'The image could not be deleted.', 'error', MESSAGE_LONG_MS),
  });
  const items = (data?.data ?? []).filter((item) => !unusedOnly || item.usedBy.length === 0);
  const unusedCount = (data?.data ?? []).filter((item) => item.usedBy.length === 0).length;

  return (
    <AdminPage title="Media Library">
      <section className="admin-card" aria-labelledby="media-upload-title">
        <h2 id="media-upload-title" className="media-library__heading">
          Add an image
        </h2>
        <MediaUploadForm />
      </section>
      <div className="media-library__tools" role="search" aria-label="Search the media library">
        <div className="field">
          <label htmlFor={ids.search}>Search by alt text or file name</label>
          <input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <label className="admin-check" htmlFor={ids.unused}>
          <input id={ids.unused} type="checkbox" checked={unusedOnly} onChange={(event) => setUnusedOnly(event.target.checked)} />
          <span>Only unused images ({unusedCount})</span>
        </label>
      </div>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      {isLoading ? <Spinner label="Loading..." showLabel /> : null}
      {isError ? <Message tone="error">The media library could not be loaded.</Message> : null}
      {!isLoading && !isError && items.length === 0 ? (
        <p className="admin-list__empty">{search || unusedOnly ? 'No images match.' : 'No images yet.'}</p>
      ) : null}
      <ul className="media-library__grid" aria-label="Images">
        {items.map((item) => (
          <MediaCard key={item._id} item={item} onDelete={dialog.ask} />
        ))}
      </ul>
      {dialog.pending ? (
        <ConfirmDialog
          title={dialogMessages.deleteTitle}
          question={`Delete the image "${dialog.pending.alt}" from the library?`}
          busy={dialog.busy}
          onCancel={dialog.cancel}
          onConfirm={() => void dialog.confirm()}
        />
      ) : null}
    </AdminPage>
  );
}
