// One image: a file picker (images only) with a preview; on the FAQ screen the
// picked or stored image can be removed again (product §2).

import type { FieldDef, ImageValue } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame } from './field-frame';
import { ImageFileInput } from './image-file-input';
import { ImagePreview, imageName } from './image-preview';
import { Icon } from '../../layout/icon';

type ImageDef = Extract<FieldDef, { kind: 'image' }>;

export function ImageField({ field, required }: { field: ImageDef; required: boolean }) {
  const state = useFieldState<ImageValue | null>(field.name);
  const image = state.value;
  return (
    <FieldFrame {...state} label={field.label} required={required} hint={field.hint}>
      <ImageFileInput
        state={state}
        hint={field.hint}
        required={required}
        status={image ? (typeof image === 'string' ? 'Current image kept' : imageName(image)) : ''}
        onPick={([file]) => state.setValue(file)}
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
                  onClick={() => state.setValue(null)}
                >
                  <Icon name="minus" size={16} />
                </button>
              ) : null
            }
          />
        </div>
      ) : null}
    </FieldFrame>
  );
}
