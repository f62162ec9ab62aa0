// What team members and testimonials share in their forms (product §2) besides the fields
// the content model describes: a name shown as the title and a role, neither autofilled from
// the editor's own details, and one image that only the add screen requires.

import { PREVIEW_SIZE, type ImageKind } from '@agency/shared/contract';
import { IMAGE_ALT, type FieldDef, type InputExtras } from '@agency/shared/admin';

/** The person's name and role are someone else's: no autofill. */
export const PERSON_INPUTS: { title: InputExtras; role: InputExtras } = {
  title: { autoComplete: 'off' },
  role: { autoComplete: 'off' },
};

export const portraitField = (imageKind: ImageKind): FieldDef => ({
  kind: 'image',
  name: 'image',
  label: 'Image',
  imageKind,
  previewSize: PREVIEW_SIZE.default,
  requiredOnCreate: true,
  altName: IMAGE_ALT,
});
