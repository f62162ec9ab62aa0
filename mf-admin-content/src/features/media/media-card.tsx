// One image of the library: the picture, its alt text (edited in place), where it
// is used, and Delete while no entry shows it.

import { useId, useState, type FormEvent } from 'react';
import { Link } from '@agency/shared/router';
import { adminArea, editPath, seoPageEditPath, validationMessages, type MediaItem, type MediaUse } from '@agency/shared/contract';
import { fieldErrors } from '@agency/shared/api';
import { useUpdateMediaAltMutation } from '@agency/shared/staff-api';
import { isEntryImage, mediaItemUrl } from '@agency/shared/admin';
import { mediaChoiceMessages, richImageMessages } from '@agency/shared/contract/messages';

export interface MediaCardProps {
  item: MediaItem;
  onDelete: (item: MediaItem) => void;
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Where to take the image out: the entry's edit page, or the page's SEO. */
const placeLink = (use: MediaUse) => {
  if ('page' in use) return <Link to={seoPageEditPath(use.page)}>{use.label}</Link>;
  const area = adminArea(use.resource);
  return area.edit ? <Link to={editPath(area, use._id)}>{use.label}</Link> : use.label;
};

export function MediaCard({ item, onDelete }: MediaCardProps) {
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  // Offered when entries show the image: their text gets the new words too.
  const [updateUses, setUpdateUses] = useState(false);
  const entryUses = item.usedBy.filter((use) => 'resource' in use).length;
  const [update, { isLoading }] = useUpdateMediaAltMutation();
  const ids = { alt: useId(), error: useId(), uses: useId() };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!alt.trim()) {
      setError(validationMessages.altRequired);
      return;
    }
    try {
      const reply = await update({ id: item._id, alt: alt.trim(), updateUses: updateUses && entryUses > 0 }).unwrap();
      setError(undefined);
      setSaved(reply.updatedEntries ? mediaChoiceMessages.usesUpdated(reply.updatedEntries) : 'Saved');
    } catch (failure) {
      setError(fieldErrors(failure as Parameters<typeof fieldErrors>[0]).alt ?? 'The alt text could not be saved.');
    }
  };

  return (
    <li className="media-card">
      <img className="media-card__image" src={mediaItemUrl(item)} alt={item.alt} width={240} height={160} loading="lazy" />
      {isEntryImage(item) ? (
        <p className="media-card__entry-alt">
          <span className="media-card__label">{mediaChoiceMessages.altOfEntry}</span> {item.alt || richImageMessages.noAlt}
        </p>
      ) : (
        <form
          className="media-card__alt"
          onSubmit={(event) => void save(event)}
          noValidate
          aria-label={`Alt text of ${item.name || item.alt}`}
        >
          <div className="field">
            <label htmlFor={ids.alt}>Alt text</label>
            <input
              id={ids.alt}
              type="text"
              value={alt}
              maxLength={300}
              onChange={(event) => {
                setAlt(event.target.value);
                setSaved(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
            {error ? (
              <p id={ids.error} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
          {entryUses > 0 ? (
            <label className="admin-check" htmlFor={ids.uses}>
              <input id={ids.uses} type="checkbox" checked={updateUses} onChange={(event) => setUpdateUses(event.target.checked)} />
              <span>{mediaChoiceMessages.updateUses(entryUses)}</span>
            </label>
          ) : null}
          <button type="submit" className="btn btn-outline btn-small" disabled={isLoading || alt.trim() === item.alt}>
            Save alt text
          </button>
          {saved ? (
            <span role="status" className="media-card__saved">
              {saved}
            </span>
          ) : null}
        </form>
      )}
      <p className="media-card__meta">{isEntryImage(item) ? item.name : `${item.name} · ${sizeOf(item.size)}`}</p>
      {item.usedBy.length > 0 ? (
        <p className="media-card__uses">
          Used in{' '}
          {item.usedBy.map((use, index) => (
            <span key={JSON.stringify(use)}>
              {index > 0 ? ', ' : ''}
              {placeLink(use)}
            </span>
          ))}
        </p>
      ) : (
        <p className="media-card__uses media-card__uses--none">Not used anywhere</p>
      )}
      {item.usedBy.length === 0 && !isEntryImage(item) ? (
        <button type="button" className="btn btn-danger btn-small" onClick={() => onDelete(item)} aria-label={`Delete ${item.alt}`}>
          Delete
        </button>
      ) : null}
    </li>
  );
}
