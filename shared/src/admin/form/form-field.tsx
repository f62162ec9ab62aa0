// Renders one field definition with the control of its kind (none while its `shownWhen` does not hold).

import { useFormikContext } from 'formik';
import type { FormMode } from '@agency/shared/contract';
import type { FieldDef, FormValues } from './field-types';
import { ChoiceField } from './fields/choice-field';
import { DateTimeField } from './fields/date-time-field';
import { FeatureRowsField } from './fields/feature-rows-field';
import { ImageField } from './fields/image-field';
import { ImagesField } from './fields/images-field';
import { InputField } from './fields/input-field';
import { RichTextField } from './fields/rich-text-field';

function Control({ field }: { field: FieldDef }) {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'number':
      return <InputField field={field} />;
    case 'select':
    case 'radio':
    case 'checkbox':
      return <ChoiceField field={field} />;
    case 'image':
      return <ImageField field={field} required={field.requiredOnCreate === true} />;
    case 'images':
      return <ImagesField field={field} required={field.requiredOnCreate === true} />;
    case 'features':
      return <FeatureRowsField field={field} />;
    case 'rich':
      return <RichTextField field={field} />;
    case 'datetime':
      return <DateTimeField field={field} />;
  }
}

// `mode` stays in the signature: the screens pass it, and a picture's star no longer depends on it.
export function FormField({ field }: { field: FieldDef; mode: FormMode }) {
  const { values } = useFormikContext<FormValues>();
  if (field.shownWhen && values[field.shownWhen.field] !== field.shownWhen.value) return null;
  return <Control field={field} />;
}
