// Several images (single blog, single service): add more, remove any, stored or new. Where the
// entry stores words for them (`altName`, issue 19), each picture of the list has its alt text
// beside it: required with a new upload, editable for a stored one.

import { useFormikContext } from 'formik';
import { LIMITS } from '@agency/shared/contract';
import { imageAltMessages } from '@agency/shared/contract/messages';
import type { FieldDef, FormValues, ImageValue } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame } from './field-frame';
import { ImageFileInput } from './image-file-input';
import { ImagePreview, imageName } from './image-preview';
import { InputField } from './input-field';
import { LibraryPickButton } from './library-pick-button';
import { Icon } from '../../layout/icon';

type ImagesDef = Extract<FieldDef, { kind: 'images' }>;

const keyOf = (image: ImageValue, index: number) => (typeof image === 'string' ? image : `${image.name}-${image.lastModified}-${index}`);

export function ImagesField({ field, required }: { field: ImagesDef; required: boolean }) {
  const state = useFieldState<ImageValue[]>(field.name);
  const images = state.value ?? [];
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const alts = field.altName && Array.isArray(values[field.altName]) ? (values[field.altName] as string[]) : [];
  // The alt texts follow the pictures: one more (empty) per picked file, one less per removed picture.
  const setAlts = (next: string[]) => {
    if (field.altName) void setFieldValue(field.altName, next, false);
  };
  const aligned = images.map((_, index) => alts[index] ?? '');
  return (
    <FieldFrame {...state} label={field.label} required={required} hint={field.hint}>
      <ImageFileInput
        state={state}
        hint={field.hint}
        required={required}
        multiple
        status={images.length > 0 ? `${images.length} ${images.length === 1 ? 'image' : 'images'} chosen` : ''}
        onPick={(picked) => {
          state.setValue([...images, ...picked]);
          setAlts([...aligned, ...picked.map(() => '')]);
        }}
      />
      <LibraryPickButton
        label={field.label}
        onPicked={(file, alt) => {
          state.setValue([...images, file]);
          setAlts([...aligned, alt]);
        }}
      />
      {images.length > 0 ? (
        <ul className="admin-previews" aria-label={`Chosen ${field.label.toLowerCase()}`}>
          {images.map((image, index) => (
            <li key={keyOf(image, index)}>
              <ImagePreview
                image={image}
                imageKind={field.imageKind}
                size={field.previewSize}
                action={
                  <button
                    type="button"
                    className="admin-preview__remove"
                    aria-label={`Remove image ${imageName(image)}`}
                    onClick={() => {
                      state.setValue(images.filter((_, at) => at !== index));
                      setAlts(aligned.filter((_, at) => at !== index));
                    }}
                  >
                    <Icon name="minus" size={16} />
                  </button>
                }
              />
              {field.altName ? (
                <InputField
                  field={{
                    kind: 'text',
                    name: `${field.altName}.${index}`,
                    label: imageAltMessages.itemLabel(imageName(image)),
                    required: typeof image !== 'string',
                    maxLength: LIMITS.altText,
                    autoComplete: 'off',
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
