// One field's value as staff read it when comparing two versions of an entry.

import type { Feature } from '@agency/shared/contract';
import { SafeHtml } from '@agency/shared/ui';
import { editConflictMessages } from '@agency/shared/contract/messages';
import type { FieldDef, ImageValue } from '../form/field-types';
import { ImagePreview } from '../form/fields/image-preview';

const empty = <span className="admin-conflict__empty">{editConflictMessages.empty}</span>;

const optionLabel = (field: FieldDef, value: unknown): string => {
  if (field.kind !== 'select' && field.kind !== 'radio') return String(value ?? '');
  return field.options.find((option) => option.value === value)?.label ?? String(value ?? '');
};

export function FieldValueView({ field, value }: { field: FieldDef; value: unknown }) {
  switch (field.kind) {
    case 'rich':
      return typeof value === 'string' && value.trim() ? <SafeHtml html={value} className="admin-conflict__rich" /> : empty;
    case 'image':
      return value ? <ImagePreview image={value as ImageValue} imageKind={field.imageKind} size={field.previewSize} /> : empty;
    case 'images': {
      const images = Array.isArray(value) ? (value as ImageValue[]) : [];
      if (images.length === 0) return empty;
      return (
        <ul className="admin-previews">
          {images.map((image, index) => (
            <li key={typeof image === 'string' ? image : `${image.name}-${index}`}>
              <ImagePreview image={image} imageKind={field.imageKind} size={field.previewSize} />
            </li>
          ))}
        </ul>
      );
    }
    case 'features': {
      const rows = (Array.isArray(value) ? (value as Feature[]) : []).filter(
        (row) => row.featureTitle || row.featureDesc || row.featureIcon,
      );
      if (rows.length === 0) return empty;
      return (
        <ul className="admin-conflict__features">
          {rows.map((row, index) => (
            <li key={index}>
              <strong>{row.featureTitle}</strong> {row.featureDesc}
            </li>
          ))}
        </ul>
      );
    }
    case 'checkbox':
      return <span>{value ? 'Yes' : 'No'}</span>;
    default: {
      const text = optionLabel(field, value);
      return text.trim() ? <span className="admin-conflict__text">{text}</span> : empty;
    }
  }
}
