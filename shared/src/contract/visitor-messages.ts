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

/** The login's second step (an account with an authenticator app or a passkey): only the login page's chunk reads these. */
export const secondStepMessages = {
  codeLabel: 'Authentication code',
  codeHint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  verify: 'Verify',
  verifying: 'Verifying...',
  codeWrong: 'That code is not right, or it was already used. Wait for the next one and try again.',
  ticketExpired: 'The sign-in took too long. Please log in again.',
  passkeySignIn: 'Sign in with a passkey',
  passkeySigningIn: 'Waiting for your passkey...',
  passkeyFailed: 'The passkey could not sign you in. Try again or use your password.',
  needsScripts: 'This account uses two-factor sign-in: let the page finish loading, then log in again.',
  challengeExpired: 'The request expired or was already used. Please try again.',
  passkeyRejected: 'The passkey could not be verified',
} as const;
