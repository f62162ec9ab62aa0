// Field definitions: each add/edit screen lists its fields, the form renders them.

import type { ImageKind } from '@agency/shared/contract';
import type { ToolbarPreset } from '../rich-text/toolbar-config';

interface BaseField {
  /** Key in the form values and in the request body. */
  name: string;
  label: string;
  /** Shown with a star; validation itself comes from the shared schema. */
  required?: boolean;
  hint?: string;
  /** `panel`: shown in the publish side panel beside the submit button (the publication controls). */
  placement?: 'panel';
  /** Shown only while another field has this value (the publication time: while scheduled). */
  shownWhen?: { field: string; value: string };
}

export interface Option {
  value: string;
  label: string;
}

export type FieldDef =
  | (BaseField & {
      kind: 'text';
      inputType?: 'text' | 'url' | 'email' | 'tel' | 'password';
      /** Browser autofill hint, e.g. 'email', 'new-password'. */
      autoComplete?: string;
      maxLength?: number;
      /** A new password: the rule's reason shows as it is typed, judged against the words of the account it is for,
       *  this form's (e-mail, names) or the signed-in one's. */
      newPasswordOf?: 'this form' | 'signed-in account';
    })
  | (BaseField & { kind: 'textarea'; rows?: number })
  | (BaseField & { kind: 'number'; step?: string })
  | (BaseField & { kind: 'select'; options: readonly Option[]; placeholder?: string; defaultValue?: string })
  | (BaseField & { kind: 'radio'; options: readonly Option[]; defaultValue: string })
  | (BaseField & { kind: 'checkbox' })
  | (BaseField & {
      kind: 'image';
      imageKind: ImageKind;
      previewSize: number;
      requiredOnCreate?: boolean;
      removable?: boolean;
      /** The form value (and request field) of the picture's alt text, edited beside it (issue 19). */
      altName?: string;
    })
  | (BaseField & {
      kind: 'images';
      imageKind: ImageKind;
      previewSize: number;
      requiredOnCreate?: boolean;
      /** The form value (and request field) of the pictures' alt texts, a list in their order (issue 19). */
      altName?: string;
    })
  | (BaseField & { kind: 'features' })
  | (BaseField & { kind: 'rich'; toolbar: ToolbarPreset })
  /** A date and time entered in the agency's time zone (SITE_TIME_ZONE); the value is the ISO time in UTC. */
  | (BaseField & { kind: 'datetime' });

/** The field that holds the alt text of an entry's one picture (issue 19), beside `image`. */
export const IMAGE_ALT = 'imageAlt';
/** The field that holds the alt texts of an entry's `images`, in their order (issue 19). */
export const IMAGE_ALTS = 'imageAlts';

/** A picked image: a new File, or the file name of one already stored. */
export type ImageValue = File | string;

export type FormValues = Record<string, unknown>;

export const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
