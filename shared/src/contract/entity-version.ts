// Optimistic concurrency for the admin edit forms: an entry's version is its
// `updatedAt`, sent by the API as the ETag of GET one and PUT replies and sent
// back by the edit form as `If-Match`, so a save of a stale copy is refused (409).

/** The strong entity tag of an entry last changed at `updatedAt`. */
export const entityVersionTag = (updatedAt: string): string => `"${updatedAt}"`;
