// The conflict screen's merge: my version and the saved one, each compared with the version
// the editor started from (the base). A field only one side changed takes that side without
// asking; only a field both changed, differently, needs a choice. Every value of the form is
// merged, the ones the screen does not show (alt texts, hidden fields) too, so nothing is lost.

import { editorStateToHtml, htmlToEditorState } from '../rich-text/html-conversion';
import type { FieldDef, FormValues } from '../form/field-types';

export type Side = 'mine' | 'theirs';
/** Who changed a field since the base: me, the saved version, or both (a conflict). */
export type ChangedBy = Side | 'both';

export interface FieldChange {
  field: FieldDef;
  by: ChangedBy;
}

const isFile = (item: unknown): item is File =>
  typeof item === 'object' && item !== null && typeof (item as File).size === 'number' && typeof (item as File).name === 'string';

const comparable = (value: unknown): string =>
  JSON.stringify(value ?? '', (_key, item: unknown) => (isFile(item) ? `file:${item.name}:${item.size}:${item.lastModified}` : item));

// Rich text is compared as the editor holds it: stored HTML and the editor's own output of the
// same content (tags it renames, whitespace between blocks) are the same text.
const richComparable = (value: unknown): string => editorStateToHtml(htmlToEditorState(typeof value === 'string' ? value : ''));

/** Whether two values of `field` (or of a value no field shows) are the same. */
export const sameValue = (field: FieldDef | undefined, a: unknown, b: unknown): boolean => {
  if (comparable(a) === comparable(b)) return true;
  return field?.kind === 'rich' && richComparable(a) === richComparable(b);
};

/** Who changed a value since the base; undefined when neither did or both made it the same. */
export const changedBy = (field: FieldDef | undefined, base: unknown, mine: unknown, theirs: unknown): ChangedBy | undefined => {
  if (sameValue(field, mine, theirs)) return undefined;
  const mineChanged = !sameValue(field, mine, base);
  const theirsChanged = !sameValue(field, theirs, base);
  if (mineChanged && theirsChanged) return 'both';
  if (mineChanged) return 'mine';
  // Neither differs from the base yet they differ from each other (only a lossy comparison does that): the saved one stands.
  return 'theirs';
};

/** The shown fields someone changed, in the form's order: only these are listed. */
export const changedFields = (fields: readonly FieldDef[], base: FormValues, mine: FormValues, theirs: FormValues): FieldChange[] =>
  fields.flatMap((field) => {
    const by = changedBy(field, base[field.name], mine[field.name], theirs[field.name]);
    return by ? [{ field, by }] : [];
  });

/** Each listed field starts at the side that changed it; a field both changed starts at mine. */
export const defaultChoices = (changes: readonly FieldChange[]): Record<string, Side> =>
  Object.fromEntries(changes.map(({ field, by }) => [field.name, by === 'theirs' ? 'theirs' : 'mine']));

/**
 * The form values after the merge: a shown field takes the side chosen for it; every other value
 * (an alt text, a hidden field) takes the side that changed it, and when both did, the side chosen
 * for its picture (else mine).
 */
export const mergeVersions = (
  fields: readonly FieldDef[],
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
  choice: Record<string, Side>,
): FormValues => {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const pictureOf = new Map(fields.flatMap((field) => ('altName' in field && field.altName ? [[field.altName, field.name]] : [])));
  const names = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
  const sideOf = (name: string): Side | undefined => {
    const field = byName.get(name);
    const by = changedBy(field, base[name], mine[name], theirs[name]);
    if (by === undefined) return undefined;
    if (field) return choice[name] ?? (by === 'theirs' ? 'theirs' : 'mine');
    if (by !== 'both') return by;
    return choice[pictureOf.get(name) ?? ''] ?? 'mine';
  };
  return Object.fromEntries(
    [...names].map((name) => {
      const side = sideOf(name) ?? (name in mine ? 'mine' : 'theirs');
      return [name, side === 'mine' ? mine[name] : theirs[name]];
    }),
  );
};

/** The fields whose values differ between two versions, as stored (the history's comparison). */
export const differingFields = (fields: readonly FieldDef[], before: FormValues, after: FormValues): FieldDef[] =>
  fields.filter((field) => comparable(before[field.name]) !== comparable(after[field.name]));
