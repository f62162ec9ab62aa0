// The fields team members and testimonials share (product §2): a name shown as the
// title, a role, a description and one image that only the add screen requires.

import { PREVIEW_SIZE, type ImageKind } from '@agency/shared/contract';
import { IMAGE_ALT, type FieldDef, type ToolbarPreset } from '@agency/shared/admin';

export const titleField: FieldDef = { kind: 'text', name: 'title', label: 'Title', required: true, autoComplete: 'off' };

export const roleField: FieldDef = { kind: 'text', name: 'role', label: 'Role', required: true, autoComplete: 'off' };

/** Stored as HTML (the seeded and imported entries carry paragraphs), so edited as rich text. */
export const descriptionField = (required = false, toolbar: ToolbarPreset = 'standard'): FieldDef => ({
  kind: 'rich',
  name: 'description',
  label: 'Description',
  required,
  toolbar,
});

export const portraitField = (imageKind: ImageKind): FieldDef => ({
  kind: 'image',
  name: 'image',
  label: 'Image',
  imageKind,
  previewSize: PREVIEW_SIZE.default,
  requiredOnCreate: true,
  altName: IMAGE_ALT,
});
