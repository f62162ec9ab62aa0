// One image: a file picker (images only) with a preview; on the FAQ screen the
// picked or stored image can be removed again (spec §2).

import type { FieldDef, ImageValue } from '../field-types';
import { useFieldState } from '../use-field-state';
import { FieldFrame, describedBy } from './field-frame';
import { ImagePreview, imageName } from './image-preview';
import { Icon } from '../../layout/icon';

type ImageDef = Extract<FieldDef, { kind: 'image' }>;

export function ImageField({ field, required }: { field: ImageDef; required: boolean }) {
  const state = useFieldState<ImageValue | null>(field.name);
  const image = state.value;
  return (
    <FieldFrame {...state} label={field.label} required={required} hint={field.hint}>
      <input
        id={state.id}
        type="file"
        accept="image/*"
        className="admin-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) state.setValue(file);
          state.touch();
          // Cleared at once, so picking the same file again still counts.
          event.target.value = '';
        }}
        aria-required={required || undefined}
        {...describedBy(state, field.hint)}
      />
      {image ? (
        <div className="admin-previews">
          <ImagePreview
            image={image}
            imageKind={field.imageKind}
            size={field.previewSize}
            action={
              field.removable ? (
                <button type="button" className="admin-preview__remove" aria-label={`Remove image ${imageName(image)}`} onClick={() => state.setValue(null)}>
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
