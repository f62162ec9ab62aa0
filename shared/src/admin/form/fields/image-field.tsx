// One image: a file picker (images only) with a preview; on the FAQ screen the
// picked or stored image can be removed again (product §2). Where the entry stores
// words for it (`altName`, issue 19), its alt text is edited beside the chosen picture:
// required with a new upload, editable for the stored one. "Choose from the library"
// takes any stored image instead of a file from the computer.

import { LIMITS } from '@agency/shared/contract';
import { imageAltMessages } from '@agency/shared/contract/messages';
import { useFormikContext } from 'formik';
import type { FieldDef, FormValues, ImageValue } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame } from './field-frame';
import { ImageFileInput } from './image-file-input';
import { ImagePreview, imageName } from './image-preview';
import { InputField } from './input-field';
import { LibraryPickButton } from './library-pick-button';
import { Icon } from '../../layout/icon';

type ImageDef = Extract<FieldDef, { kind: 'image' }>;

export function ImageField({ field, required }: { field: ImageDef; required: boolean }) {
  const state = useFieldState<ImageValue | null>(field.name);
  const image = state.value;
  const { setFieldValue } = useFormikContext<FormValues>();
  // Words about the old picture do not describe a new one (or none).
  const choose = (next: ImageValue | null) => {
    state.setValue(next);
    if (field.altName) void setFieldValue(field.altName, '', false);
  };
  return (
    <>
      <FieldFrame {...state} label={field.label} required={required} hint={field.hint}>
        <ImageFileInput
          state={state}
          hint={field.hint}
          required={required}
          status={image ? (typeof image === 'string' ? 'Current image kept' : imageName(image)) : ''}
          onPick={([file]) => choose(file)}
        />
        <LibraryPickButton
          label={field.label}
          onPicked={(file, alt) => {
            choose(file);
            if (field.altName) void setFieldValue(field.altName, alt);
          }}
        />
        {image ? (
          <div className="admin-previews">
            <ImagePreview
              image={image}
              imageKind={field.imageKind}
              size={field.previewSize}
              action={
                field.removable ? (
                  <button
                    type="button"
                    className="admin-preview__remove"
                    aria-label={`Remove image ${imageName(image)}`}
                    onClick={() => choose(null)}
                  >
                    <Icon name="minus" size={16} />
                  </button>
                ) : null
              }
            />
          </div>
        ) : null}
      </FieldFrame>
      {image && field.altName ? (
        <InputField
          field={{
            kind: 'text',
            name: field.altName,
            label: imageAltMessages.label,
            hint: imageAltMessages.hint,
            required: typeof image !== 'string',
            maxLength: LIMITS.altText,
            autoComplete: 'off',
          }}
        />
      ) : null}
    </>
  );
}
