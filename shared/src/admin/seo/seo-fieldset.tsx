// The SEO fields of an entry as one fieldset of the form kit (inside a Formik form).

import type { FormMode } from '@agency/shared/contract';
import { seoFieldMessages } from '@agency/shared/contract/messages';
import { FormField } from '../form/form-field';
import { seoFieldDefs, type SeoFieldDefsOptions } from './seo-field-defs';
import './seo.css';

export interface SeoFieldsetProps extends SeoFieldDefsOptions {
  mode: FormMode;
}

export function SeoFieldset({ mode, ...options }: SeoFieldsetProps) {
  return (
    <fieldset className="seo-fieldset">
      <legend>{seoFieldMessages.legend}</legend>
      {seoFieldDefs(options).map((field) => (
        <FormField key={field.name} field={field} mode={mode} />
      ))}
    </fieldset>
  );
}
