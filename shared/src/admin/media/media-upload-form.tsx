// Uploading one image to the media library: the picture and what it shows (alt
// text, required). Used by the library screen and by the editor's library dialog.

import { useId, useRef, useState, type FormEvent } from 'react';
import { validationMessages, type MediaItem } from '@agency/shared/contract';
import { fieldErrors, httpStatus, serverMessage } from '@agency/shared/api';
import { mediaChoiceMessages } from '@agency/shared/contract/messages';
import { useUploadMediaMutation } from '@agency/shared/staff-api';
import { Message } from '@agency/shared/ui';

export interface MediaUploadFormProps {
  onUploaded?: (item: MediaItem) => void;
}

type QueryError = Parameters<typeof serverMessage>[0];

export function MediaUploadForm({ onUploaded }: MediaUploadFormProps) {
  const [upload, { isLoading }] = useUploadMediaMutation();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ image?: string; alt?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  // The stored picture this upload matched: staff choose to use it or keep both.
  const [duplicateOf, setDuplicateOf] = useState<MediaItem | null>(null);
  const ids = { file: useId(), alt: useId(), fileError: useId(), altError: useId(), duplicate: useId() };
  const fileInput = useRef<HTMLInputElement>(null);

  const finished = (item: MediaItem) => {
    setFile(null);
    setAlt('');
    setDuplicateOf(null);
    if (fileInput.current) fileInput.current.value = '';
    setDone(`Added "${item.alt}" to the library.`);
    onUploaded?.(item);
  };

  const submit = async (event: FormEvent | null, duplicate?: 'keep') => {
    event?.preventDefault();
    event?.stopPropagation();
    setDone(null);
    setDuplicateOf(null);
    const problems = {
      image: file ? undefined : validationMessages.imageRequired,
      alt: alt.trim() ? undefined : validationMessages.altRequired,
    };
    setErrors(problems);
    if (problems.image || problems.alt) {
      document.getElementById(problems.image ? ids.file : ids.alt)?.focus();
      return;
    }
    const body = new FormData();
    body.append('image', file!);
    body.append('alt', alt.trim());
    if (duplicate) body.append('duplicate', duplicate);
    try {
      finished(await upload(body).unwrap());
    } catch (error) {
      const existing = (error as { data?: { existing?: MediaItem } }).data?.existing;
      if (httpStatus(error as QueryError) === 409 && existing) {
        setDuplicateOf(existing);
        return;
      }
      const fields = fieldErrors(error as QueryError);
      setErrors({
        image: fields.image,
        alt: fields.alt,
        form:
          fields.image || fields.alt
            ? undefined
            : (serverMessage(error as QueryError) ?? 'The image could not be uploaded. Please try again.'),
      });
    }
  };

  return (
    <form className="media-upload" onSubmit={(event) => void submit(event)} noValidate aria-label="Upload an image">
      <div className="field">
        <label htmlFor={ids.file}>Image</label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept="image/*"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? ids.fileError : undefined}
        />
        {errors.image ? (
          <p id={ids.fileError} className="field-error">
            {errors.image}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.alt}>Alt text (what the image shows)</label>
        <input
          id={ids.alt}
          type="text"
          value={alt}
          maxLength={300}
          onChange={(event) => setAlt(event.target.value)}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={errors.alt ? ids.altError : undefined}
        />
        {errors.alt ? (
          <p id={ids.altError} className="field-error">
            {errors.alt}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-small" disabled={isLoading}>
        {isLoading ? 'Uploading...' : 'Upload'}
      </button>
      {duplicateOf ? (
        <div className="media-upload__duplicate" role="group" aria-labelledby={ids.duplicate}>
          <p id={ids.duplicate}>
            <strong>{mediaChoiceMessages.duplicateTitle}</strong> {mediaChoiceMessages.duplicateQuestion(duplicateOf.alt)}
          </p>
          <button type="button" className="btn btn-primary btn-small" onClick={() => finished(duplicateOf)}>
            {mediaChoiceMessages.useExisting}
          </button>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void submit(null, 'keep')}>
            {mediaChoiceMessages.keepBoth}
          </button>
        </div>
      ) : null}
      {errors.form ? <Message tone="error">{errors.form}</Message> : null}
      {done ? <Message tone="success">{done}</Message> : null}
    </form>
  );
}
