// The file picker of the image fields: images only, emptied after each pick so
// that picking the same file again still counts.

import { describedBy } from './field-frame';

export interface ImageFileInputProps {
  state: { id: string; hintId: string; errorId: string; error?: string; touch: () => void };
  hint?: string;
  required: boolean;
  multiple?: boolean;
  onPick: (files: File[]) => void;
}

export function ImageFileInput({ state, hint, required, multiple = false, onPick }: ImageFileInputProps) {
  return (
    <input
      id={state.id}
      type="file"
      accept="image/*"
      multiple={multiple}
      className="admin-file"
      onChange={(event) => {
        const picked = Array.from(event.target.files ?? []);
        if (picked.length > 0) onPick(picked);
        state.touch();
        event.target.value = '';
      }}
      aria-required={required || undefined}
      {...describedBy(state, hint)}
    />
  );
}
