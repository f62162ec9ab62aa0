// Several images (single blog, single service): add more, remove any, stored or new.

import type { FieldDef, ImageValue } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame } from './field-frame';
import { ImageFileInput } from './image-file-input';
import { ImagePreview, imageName } from './image-preview';
import { Icon } from '../../layout/icon';

type ImagesDef = Extract<FieldDef, { kind: 'images' }>;

const keyOf = (image: ImageValue, index: number) => (typeof image === 'string' ? image : `${image.name}-${image.lastModified}-${index}`);

export function ImagesField({ field, required }: { field: ImagesDef; required: boolean }) {
  const state = useFieldState<ImageValue[]>(field.name);
  const images = state.value ?? [];
  return (
    <FieldFrame {...state} label={field.label} required={required} hint={field.hint}>
      <ImageFileInput
        state={state}
        hint={field.hint}
        required={required}
        multiple
        status={images.length > 0 ? `${images.length} ${images.length === 1 ? 'image' : 'images'} chosen` : ''}
        onPick={(picked) => state.setValue([...images, ...picked])}
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
                    onClick={() => state.setValue(images.filter((_, at) => at !== index))}
                  >
                    <Icon name="minus" size={16} />
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
