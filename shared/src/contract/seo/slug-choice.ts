// Whether an entry's slug is one its heading gave (the heading's slug, or it with a -2, -3…
// suffix when another entry had it) or one staff chose. The API keeps a chosen slug when the
// heading changes; the editor shows a given one as an empty field ("follow the heading").

export const followsHeading = (slug: string, headingSlug: string): boolean =>
  slug === headingSlug || (slug.startsWith(`${headingSlug}-`) && /^\d+$/.test(slug.slice(headingSlug.length + 1)));
