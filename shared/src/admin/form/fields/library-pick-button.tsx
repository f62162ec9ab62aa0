// "Choose from the library" beside an image field's file picker: any stored image (the
// library's or another entry's cover) becomes the field's picture, uploaded with the
// form as the entry's own copy, its alt text filled in from the library.

import { useState } from 'react';
import type { MediaItem } from '@agency/shared/contract';
import { mediaChoiceMessages } from '@agency/shared/contract/messages';
import { MediaPickerDialog } from '../../media/media-picker-dialog';
import { fileOfImage } from '../../media/use-library-image';

export interface LibraryPickButtonProps {
  /** The field's label: the button and dialog say what they choose for. */
  label: string;
  onPicked: (file: File, alt: string) => void;
}

export function LibraryPickButton({ label, onPicked }: LibraryPickButtonProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const pick = (item: MediaItem) => {
    setOpen(false);
    fileOfImage(item).then(
      (file) => {
        setFailed(false);
        onPicked(file, item.alt);
      },
      () => setFailed(true),
    );
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-small admin-file__library" onClick={() => setOpen(true)}>
        {mediaChoiceMessages.fromLibrary}
        <span className="ui-visually-hidden"> ({label})</span>
      </button>
      {failed ? (
        <p className="field-error" role="alert">
          {mediaChoiceMessages.pickFailed}
        </p>
      ) : null}
      {open ? (
        <MediaPickerDialog title={`${mediaChoiceMessages.pickTitle}: ${label}`} onCancel={() => setOpen(false)} onPick={pick} />
      ) : null}
    </>
  );
}
