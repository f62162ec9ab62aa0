// What the form rules are made of that needs no validation library: lengths, the
// create/edit mode, an upload's description, the digits-only filter. The yup schemas
// themselves are a separate entry (@agency/shared/schemas), loaded with the forms.

export type FormMode = 'create' | 'edit';

/** yup validation context: create forms require images, edit forms do not (product §5). */
export interface SchemaContext {
  mode?: FormMode;
  /** Set by the admin forms: a newly uploaded picture needs its alt text (issue 19). The API leaves it
   *  unset, so the brief's calls, which send no alt, keep working. */
  requireImageAlt?: boolean;
}

export const LIMITS = {
  shortText: 200,
  link: 500,
  plainText: 5000,
  richText: 200_000,
  message: 5000,
  password: 200,
  /** An image's alt text (the media library's and an entry's own pictures'). */
  altText: 300,
} as const;

/** A description of an uploaded file: a browser File, or what the API host saw. */
export interface UploadLike {
  type: string;
  name?: string;
  size?: number;
}

/** Keeps only the digits of what was typed, at most `max` of them. */
export const digitsOnly = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, max);
