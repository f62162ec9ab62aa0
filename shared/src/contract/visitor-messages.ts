// What visitors meet on the public pages' controls that load after the first view (carousels,
// the shop, the captcha, cut card texts). Kept out of public-messages.ts, whose every string rides in
// each page's first view: only the chunks that show these read them (through messages.ts too,
// which re-exports them).

export const visitorMessages = {
  /** Where a carousel not drawn yet holds its place in the tab order, read while the keyboard is on it. */
  carouselDrawing: (label: string) => `${label}: loading the carousel…`,
  /** The shop's line when nothing is listed: the search and the wish list named in one sentence. */
  shopNothingListed: ({ query, wishListOnly }: { query: string; wishListOnly: boolean }): string => {
    if (query && wishListOnly) return `No products on your wish list match “${query}”.`;
    if (query) return `No products match “${query}”.`;
    if (wishListOnly) return 'Your wish list is empty.';
    return 'No products yet.';
  },
  /** The captcha ticked while it is still working. */
  captchaVerifying: 'Verifying, one moment',
  /** A cut work or team description opened and closed. */
  readMore: 'Read more',
  readLess: 'Show less',
} as const;
