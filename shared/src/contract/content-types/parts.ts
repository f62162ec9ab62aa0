// What a content type's declaration is made of (content-types.ts lists them), and the parts
// several types include, declared once here: the picture with its alt text, the publication
// state and the SEO fields; and the field presets the types share.

import type { ModelField } from '../content-model';
import type { ResourceMessages } from '../messages';
import type { RemoteName } from '../remotes';
import type { AdminArea } from '../routes';

/** The picture part: one `image` with `imageAlt`, or an `images` list with `imageAlts`, stored under `folder`. */
export interface PicturePart {
  images: 'single' | 'many';
  /** The folder its files are served from on the API host (product §3). */
  folder: string;
  /** The single image may be left out and cleared (FAQ `removeImage=true`); an image list may stay empty. */
  optional?: boolean;
}

/** The picture part of a type: `picture('single', 'blogimg')`. */
export const picture = <I extends PicturePart['images'], F extends string, O extends { optional?: true } = object>(
  images: I,
  folder: F,
  options?: O,
) => ({ images, folder, ...options }) as { images: I; folder: F } & O;

/** The publication part: `state` (draft, published, scheduled) and `publishAt`. */
export const publication = { state: 'state', publishAt: 'publishAt' } as const;

/**
 * The SEO part of an entry with a page of its own (meta title and description, social image,
 * canonical URL, keyphrase, noindex): its fields and rules are the SEO studio's, `SEO_FIELD_NAMES`
 * of schemas/seo.ts, which the schemas, the storage map and the editors add to a type including it.
 */
export const seo = { page: true } as const;

/** Where staff manage a type: its sidebar entry, list, add and edit routes (product §2). */
export interface AdminPart extends Omit<AdminArea, 'key' | 'remote'> {
  remote: RemoteName;
  /** Its place in the admin sidebar and dashboard, smallest first. */
  sidebar: number;
}

/**
 * A post's or a service's public page: this type is its card (the lists, the slug), `body`
 * names the type holding its article; the two are one entry (deleted, restored and published together).
 */
export interface PagePart {
  body: string;
}

/**
 * Where visitors see a type's entries when its page is its own: the public route and the name of
 * the page in mf-public's pages map. The route joins PUBLIC_ROUTES (the shell's router, the server
 * renderer, the sitemap, the SEO audit) through the public facts; the page stays the public remote's,
 * the file its name gives in `mf-public/src/views/` (`Notes`: `notes-page.tsx`), found with no line of its own.
 */
export interface ViewPart {
  path: string;
  page: string;
}

/**
 * How the admin screens built from the declaration present a type beyond what its fields say, so
 * a type needing only this has no resource file: per field a hint under the input or the
 * browser's autofill hint (`off` for someone else's name), and how long the add and update
 * confirmations show when not the default (product §9).
 */
export interface EditorPart {
  inputs?: Readonly<Record<string, { hint?: string; autoComplete?: string }>>;
  messageMs?: { create?: number; update?: number };
}

/** One content type of product §3, described once. */
export interface ContentTypeDeclaration {
  key: string;
  /** Path on the API host, relative to its base (product §7). */
  path: string;
  /** RTK Query tag type. */
  tag: string;
  /** The table of the API host's database. */
  table: string;
  /** Listed newest first (blogs); everything else in creation (seed) order. */
  newestFirst: boolean;
  /** The heading, title or name: what search matches and shows. */
  labelField: string;
  /** The field the public slug comes from, for types with pages of their own. */
  slugFrom?: 'heading' | 'title';
  /** Sent as JSON instead of multipart (product §7: plans). */
  json?: true;
  /** The type's own fields, in the order of its replies and its admin form. */
  fields: Readonly<Record<string, ModelField>>;
  picture?: PicturePart;
  publication?: typeof publication;
  seo?: typeof seo;
  page?: PagePart;
  view?: ViewPart;
  admin: AdminPart;
  editor?: EditorPart;
  messages: ResourceMessages;
}

/** Checks a declaration and keeps its literal types (which the entity types read). */
export const defineContentType = <const D extends ContentTypeDeclaration>(declaration: D): D => declaration;

// ----- the field presets the types share -----

export const title = { label: 'Title', column: 'text', rule: 'requiredText', input: 'text' } as const;
export const heading = { label: 'Heading', column: 'text', rule: 'requiredText', input: 'text' } as const;
export const description = { label: 'Description', column: 'text', rule: 'richText', input: 'rich' } as const;
export const role = { label: 'Role', column: 'text', rule: 'requiredText', input: 'text' } as const;
export const note = <L extends string>(label: L) => ({ label, column: 'text', rule: 'optionalText', input: 'textarea' }) as const;
export const link = <L extends string>(label: L) => ({ label, column: 'text', rule: 'link', input: 'text' }) as const;

/** The delete failure several types share (product §8). */
export const DELETE_FAILED_SHARED = 'Failed to delete the blog';

/** Field presets must stay assignable to the model's field type. */
export type { ModelField };
