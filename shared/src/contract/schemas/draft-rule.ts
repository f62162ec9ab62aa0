// What a save asks of an entry with a public page: a draft needs only its heading, so staff can
// keep unfinished work; anything going live (published or scheduled) needs all its page needs.
// One rule for the admin forms and the API host: a draft may leave any field but its heading
// empty (a picture's alt text too), while a value it does give must still be valid.

/** Empty as staff left it: no text, no picture, an empty list or rows with nothing in them. */
export const isBlankValue = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlankValue);
  // A plain record (a feature row); a picked file or an upload's description is a value.
  if (Object.getPrototypeOf(value) === Object.prototype && !('type' in (value as object))) return Object.values(value).every(isBlankValue);
  return false;
};

/** The steps of an error path: `features[1].featureTitle` -> features, 1, featureTitle. */
const stepsOf = (path: string): string[] => path.split(/[.[\]]+/).filter(Boolean);

const valueAt = (values: Record<string, unknown>, steps: readonly string[]): unknown =>
  steps.reduce<unknown>(
    (node, step) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined),
    values,
  );

/** Whether an error at `path` still stands for a draft: only about the heading, or a value staff gave. */
export const standsForDraft = (path: string, values: Record<string, unknown>, heading: string): boolean => {
  const steps = stepsOf(path);
  if (steps[0] === heading) return true;
  return !isBlankValue(valueAt(values, steps));
};

/** The errors (`{ path: message }`) that still stand for a draft. */
export const draftErrors = (errors: Record<string, string>, values: Record<string, unknown>, heading: string): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => standsForDraft(path, values, heading)));

/** The fields a draft leaves empty despite an error: stored empty, so left out of the second check. */
export const excusedFields = (errors: Record<string, string>, values: Record<string, unknown>, heading: string): string[] => [
  ...new Set(
    Object.keys(errors)
      .filter((path) => !standsForDraft(path, values, heading))
      .map((path) => stepsOf(path)[0]),
  ),
];
