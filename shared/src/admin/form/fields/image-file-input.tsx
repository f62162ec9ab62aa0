// The file picker of the image fields: images only. The browser's own control says
// "No file chosen" once it is emptied for the next pick, beside a chosen picture:
// so the native input is laid transparently over our own button and status line,
// which name what the field holds. Emptied after each pick so that picking the same
// file again still counts.

import { useId } from 'react';
import { describedBy } from './field-frame';

export interface ImageFileInputProps {
  state: { id: string; hintId: string; errorId: string; error?: string; touchQuietly: () => void };
  hint?: string;
  required: boolean;
  multiple?: boolean;
  /** What the field holds now, e.g. 'picture.png' or '2 images'; empty when nothing is chosen. */
  status: string;
  onPick: (files: File[]) => void;
}

export function ImageFileInput({ state, hint, required, multiple = false, status, onPick }: ImageFileInputProps) {
  const statusId = useId();
  const aria = describedBy(state, hint);
  return (
    <div className="admin-file">
      <input
        id={state.id}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="admin-file__native"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          // The pick validates with its own value; touching must not validate the old one after it.
          state.touchQuietly();
          if (picked.length > 0) onPick(picked);
          event.target.value = '';
        }}
        aria-required={required || undefined}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[statusId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      <span className="admin-file__button" aria-hidden="true">
        {multiple ? 'Add images' : 'Choose image'}
      </span>
      <span id={statusId} className="admin-file__status">
        {status || (multiple ? 'No images chosen' : 'No image chosen')}
      </span>
    </div>
  );
}
